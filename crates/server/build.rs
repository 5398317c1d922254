// The release binary embeds the built web app; rebuild it whenever `web/dist` changes (new hashed files too).
// Migrations are embedded too, so a new migration file must rebuild the crate.
fn main() {
    println!("cargo:rerun-if-changed=../../web/dist");
    println!("cargo:rerun-if-changed=migrations");
}
