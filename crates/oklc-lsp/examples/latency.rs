//! Diagnostics latency of `oklc lsp` for a 5,000-line kernel file: the time from sending a
//! `didChange` to receiving its `publishDiagnostics`, with no debounce pause, and (on Linux) the
//! processor time the server spent per change, which a busy machine inflates far less than the
//! wall-clock time.
//!
//! `cargo build --release -p oklc -p oklc-lsp --examples && target/release/examples/latency target/release/oklc`

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::time::Instant;

use serde_json::{Value, json};

/// A file of `kernels` kernels with a helper each, ten lines apiece.
fn workload(kernels: usize) -> String {
    let mut text = String::from("#define BS 64\n");
    for k in 0..kernels {
        text.push_str(&format!(
            "float helper{k}(float v, float w) {{ return v * w + {k}.0f; }}\n\
             @kernel void kernel{k}(const int n, const float *x, float *y) {{\n\
             \x20 for (int b = 0; b < n; b += BS; @outer) {{\n\
             \x20   @shared float tile[BS];\n\
             \x20   for (int i = b; i < b + BS; ++i; @inner) {{ tile[i - b] = x[i]; }}\n\
             \x20   for (int i = b; i < b + BS; ++i; @inner) {{\n\
             \x20     if (i < n) y[i] = helper{k}(tile[i - b], 2.0f);\n\
             \x20   }}\n\
             \x20 }}\n\
             }}\n"
        ));
    }
    text
}

/// The processor time (user and system) process `pid` has used, in milliseconds; `None` where
/// `/proc` does not tell.
fn cpu_ms(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    let per_second: f64 = Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(100.0);
    Some(ticks * 1000.0 / per_second)
}

fn main() {
    let binary = std::env::args().nth(1).unwrap_or_else(|| "target/release/oklc".into());
    let text = workload(500);
    let lines = text.lines().count();
    let mut child = Command::new(&binary)
        .arg("lsp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {binary}: {e}"));
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout"));
    let mut send = |value: Value| {
        let body = value.to_string();
        write!(input, "Content-Length: {}\r\n\r\n{body}", body.len()).expect("write");
        input.flush().expect("flush");
    };
    let mut receive = || -> Value {
        let mut length = 0;
        loop {
            let mut line = String::new();
            output.read_line(&mut line).expect("read");
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(n) = line.strip_prefix("Content-Length: ") {
                length = n.parse().expect("length");
            }
        }
        let mut body = vec![0; length];
        output.read_exact(&mut body).expect("body");
        serde_json::from_slice(&body).expect("JSON")
    };
    let uri = "file:///tmp/oklc-latency/workload.okl";
    send(json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": {"capabilities": {}, "initializationOptions": {"debounceMs": 0}}}));
    while receive().get("id").is_none() {}
    send(json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument":
        {"uri": uri, "languageId": "okl", "version": 1, "text": text}}}));
    while receive()["method"] != "textDocument/publishDiagnostics" {}
    let mut times = Vec::new();
    let pid = child.id();
    let cpu_before = cpu_ms(pid);
    for version in 2..=22 {
        // Alternately break and repair one line near the end of the file.
        let edit = if version % 2 == 0 {
            "helper499(tile[i - b], 2.0f, 1.0f)"
        } else {
            "helper499(tile[i - b], 2.0f)"
        };
        let line = lines - 4;
        let start = Instant::now();
        send(json!({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": line, "character": 0},
                                          "end": {"line": line, "character": 200}},
                                "text": format!("      if (i < n) y[i] = {edit};")}]}}));
        loop {
            let m = receive();
            if m["method"] == "textDocument/publishDiagnostics" && m["params"]["version"] == version
            {
                let errors = m["params"]["diagnostics"].as_array().map_or(0, Vec::len);
                assert_eq!(errors, usize::from(version % 2 == 0), "{m}");
                break;
            }
        }
        times.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    let cpu_per_change =
        cpu_before.zip(cpu_ms(pid)).map(|(before, after)| (after - before) / times.len() as f64);
    times.sort_by(f64::total_cmp);
    println!(
        "{lines}-line kernel file: diagnostics {:.1} ms after a change (median of {}; min {:.1}, max {:.1})",
        times[times.len() / 2],
        times.len(),
        times[0],
        times[times.len() - 1]
    );
    if let Some(cpu) = cpu_per_change {
        println!("server processor time per change: {cpu:.1} ms (mean of {})", times.len());
    }
    send(json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}));
    send(json!({"jsonrpc": "2.0", "method": "exit"}));
    let _ = child.wait();
}
