fn main() -> std::process::ExitCode {
    mercato::cli::main()
}
