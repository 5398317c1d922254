// A release binary embeds the built web app and console; rebuild it whenever they change (new hashed files too).
// A debug binary reads them from disk on each request, so watching them would only rebuild the server and every
// test after each web build (ADR 63). Migrations are embedded in both, so a new migration file must rebuild.
fn main() {
    if std::env::var("PROFILE").as_deref() == Ok("release") {
        println!("cargo:rerun-if-changed=../../web/dist");
        println!("cargo:rerun-if-changed=../../web/console-dist");
    }
    println!("cargo:rerun-if-changed=migrations");
}
