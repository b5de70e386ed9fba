//! What the command-line tools share (included by each with `#[path]`; not part of the
//! library).

/// Whether the arguments ask for help (`--help` or `-h`): the tool prints its usage on
/// standard output and exits 0.
pub fn wants_help() -> bool {
    std::env::args().skip(1).any(|a| a == "--help" || a == "-h")
}
