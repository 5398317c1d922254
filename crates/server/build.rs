// The release binary embeds the built web app; rebuild it whenever `web/dist` changes (new hashed files too).
fn main() {
    println!("cargo:rerun-if-changed=../../web/dist");
}
