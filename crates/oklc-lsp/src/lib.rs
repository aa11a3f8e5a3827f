//! `oklc lsp`: a Language Server Protocol 3.17 server over stdio for OKL.
//!
//! It publishes the compiler's diagnostics (debounced after each change, at once on open and
//! save; a header's diagnostics on the header), with quick fixes from their fix-its, and
//! answers hover (attribute documentation, OKL loops, macro expansions), go to definition,
//! document symbols and semantic tokens. Each file is compiled with the settings of the nearest
//! `oklc.toml` ([`config`]), overridden by the client's `initializationOptions`.
//!
//! Everything runs in the server's one thread, on the compiler's in-process front end. A panic
//! while serving one message is caught: the request gets an internal-error response, a log line
//! is written, and the server goes on serving.

mod analysis;
pub mod config;
mod document;
mod features;
mod server;
mod transport;
mod uri;

use std::io::BufReader;

pub use server::TEST_PANIC_METHOD;

/// How the server is started.
#[derive(Clone, Copy, Debug, Default)]
pub struct ServerOptions {
    /// Accept the request [`TEST_PANIC_METHOD`], which panics (`--internal-test-panic`): how the
    /// tests check that a panic does not take the server down.
    pub test_panic: bool,
}

/// Serves one client over stdin and stdout until it exits; the process exit status.
pub fn run_stdio(options: ServerOptions) -> u8 {
    let (sender, receiver) = crossbeam_channel::unbounded();
    std::thread::spawn(move || {
        let mut input = BufReader::new(std::io::stdin().lock());
        loop {
            let incoming = transport::read(&mut input);
            let end = matches!(incoming, transport::Incoming::Eof);
            if sender.send(incoming).is_err() || end {
                break;
            }
        }
    });
    let status = server::Server::new(options, Box::new(std::io::stdout())).run(receiver);
    status as u8
}

pub use oklc_sema::docs::{AttrDoc, attribute as attribute_doc};
