//! `oklc lsp` as an editor runs it: a child process spoken to in JSON-RPC over its stdio.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

const WAIT: Duration = Duration::from_secs(60);

/// A client of one server process.
struct Client {
    child: Child,
    stdin: ChildStdin,
    incoming: Receiver<Value>,
    stderr: std::thread::JoinHandle<String>,
    /// Notifications received while waiting for something else.
    backlog: Vec<Value>,
    next_id: i64,
}

impl Client {
    fn start() -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_oklc"))
            .args(["--internal-test-panic", "lsp"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("oklc starts");
        let stdin = child.stdin.take().expect("stdin");
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let mut stderr = child.stderr.take().expect("stderr");
        let stderr = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr.read_to_string(&mut text);
            text
        });
        let (sender, incoming) = channel();
        std::thread::spawn(move || {
            loop {
                let mut length = None;
                loop {
                    let mut line = String::new();
                    if stdout.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(n) = line.strip_prefix("Content-Length: ") {
                        length = n.parse::<usize>().ok();
                    }
                }
                let mut body = vec![0; length.expect("Content-Length header")];
                stdout.read_exact(&mut body).expect("message body");
                let value: Value = serde_json::from_slice(&body).expect("the server writes JSON");
                if sender.send(value).is_err() {
                    return;
                }
            }
        });
        Client { child, stdin, incoming, stderr, backlog: Vec::new(), next_id: 1 }
    }

    fn send_raw(&mut self, body: &str) {
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).expect("write");
        self.stdin.flush().expect("flush");
    }

    fn notify(&mut self, method: &str, params: Value) {
        let body = json!({"jsonrpc": "2.0", "method": method, "params": params});
        self.send_raw(&body.to_string());
    }

    /// Sends a request and returns its whole response object.
    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        let body = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        self.send_raw(&body.to_string());
        self.wait(|m| m.get("id") == Some(&json!(id)) && m.get("method").is_none())
    }

    /// The next message (from the backlog first) that satisfies `wanted`.
    fn wait(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        if let Some(i) = self.backlog.iter().position(&wanted) {
            return self.backlog.remove(i);
        }
        let deadline = Instant::now() + WAIT;
        loop {
            match self.incoming.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(m) if wanted(&m) => return m,
                Ok(m) => self.backlog.push(m),
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no such message; got {:#?}", self.backlog)
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the server closed its output; got {:#?}", self.backlog)
                }
            }
        }
    }

    /// The next `publishDiagnostics` for `uri` (with `version`, when given).
    fn diagnostics(&mut self, uri: &str, version: Option<i64>) -> Vec<Value> {
        let m = self.wait(|m| {
            m["method"] == "textDocument/publishDiagnostics"
                && m["params"]["uri"] == uri
                && version.is_none_or(|v| m["params"]["version"] == v)
        });
        m["params"]["diagnostics"].as_array().cloned().unwrap_or_default()
    }

    fn initialize(&mut self, options: Value) {
        let response = self.request(
            "initialize",
            json!({"processId": null, "rootUri": null, "capabilities": {},
                   "initializationOptions": options}),
        );
        let caps = &response["result"]["capabilities"];
        assert_eq!(caps["textDocumentSync"]["change"], 2, "incremental sync: {response}");
        assert_eq!(response["result"]["serverInfo"]["name"], "oklc");
        self.notify("initialized", json!({}));
    }

    /// `shutdown`, `exit`, and the process's exit status and stderr.
    fn finish(mut self) -> (i32, String) {
        let response = self.request("shutdown", Value::Null);
        assert_eq!(response["result"], Value::Null, "{response}");
        self.notify("exit", Value::Null);
        let status = self.child.wait().expect("the server exits");
        (status.code().unwrap_or(-1), self.stderr.join().expect("stderr"))
    }
}

fn uri_of(path: &Path) -> String {
    format!("file://{}", path.display())
}

/// The 0-based line and UTF-16 column of `needle` in `text`.
fn utf16_position(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).expect("needle in text");
    let line = text[..at].matches('\n').count();
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    (line, text[start..at].encode_utf16().count())
}

fn range_of(text: &str, needle: &str) -> Value {
    let (line, col) = utf16_position(text, needle);
    let len = needle.encode_utf16().count();
    json!({"start": {"line": line, "character": col},
           "end": {"line": line, "character": col + len}})
}

fn at(text: &str, needle: &str, uri: &str) -> Value {
    let (line, col) = utf16_position(text, needle);
    json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": col + 1}})
}

const KERNEL: &str = "// Scaled addition: y = α·x + y (ünïcödé 𝛼)\n\
#define SCALE 2.0f\n\
float twice(float v) { return SCALE * v; }\n\
@kernel void axpy(const int n, const float alpha, float *y, const float *x) {\n\
  for (int i = 0; i < n; ++i; @outer(3)) {\n\
    for (int j = 0; j < 1; ++j; @inner) {\n\
      /* α·𝛼 */ y[i] = twice(x[i]) + alpah;\n\
    }\n\
  }\n\
}\n";

/// A local declared in a block that has ended is not the definition of a later use.
const SHADOWED: &str = "@kernel void k(const int n, float *y) {\n\
  for (int b = 0; b < n; ++b; @outer) {\n\
    for (int t = 0; t < 4; ++t; @inner) {\n\
      float s = 2.0f;\n\
      { float s = 1.0f; y[t] = s * 3; }\n\
      y[t] += s * 4;\n\
    }\n\
  }\n\
}\n";

#[test]
fn definitions_follow_block_scopes() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("shadow.okl");
    std::fs::write(&path, SHADOWED).expect("write");
    let uri = uri_of(&path);
    let mut client = Client::start();
    client.initialize(json!({"debounceMs": 10}));
    client.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "okl", "version": 1, "text": SHADOWED}}),
    );
    assert_eq!(client.diagnostics(&uri, Some(1)), Vec::<Value>::new());
    let mut line_of = |needle: &str| {
        let found = client.request("textDocument/definition", at(SHADOWED, needle, &uri));
        found["result"]["range"]["start"]["line"].as_u64().unwrap_or_else(|| panic!("{found}"))
    };
    assert_eq!(line_of("s * 3"), 4, "the inner block's own `s`");
    assert_eq!(line_of("s * 4"), 3, "the outer `s`, not the ended block's");
    assert_eq!(line_of("t] += s"), 2, "the `@inner` loop's iterator");
    let (status, stderr) = client.finish();
    assert_eq!(status, 0, "{stderr}");
}

#[test]
fn diagnostics_fixes_hover_and_definitions_over_stdio() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("axpy.okl");
    std::fs::write(&path, KERNEL).expect("write");
    let uri = uri_of(&path);
    let mut client = Client::start();
    client.initialize(json!({"debounceMs": 10, "backend": "cuda"}));
    client.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "okl", "version": 1, "text": KERNEL}}),
    );

    // The OKL rule (axis 3) and the undeclared name, at their UTF-16 ranges.
    let diagnostics = client.diagnostics(&uri, Some(1));
    let code = |d: &Value| d["code"].as_str().unwrap_or_default().to_string();
    let axis = diagnostics.iter().find(|d| code(d) == "OKL0304").expect("axis error");
    assert_eq!(axis["severity"], 1, "{axis}");
    let undeclared = diagnostics.iter().find(|d| code(d) == "OKL0700").expect("undeclared name");
    assert_eq!(undeclared["severity"], 2, "a warning: {undeclared}");
    assert_eq!(undeclared["range"], range_of(KERNEL, "alpah"), "{undeclared}");
    let line = KERNEL.lines().nth(6).expect("line 7");
    assert_ne!(line.find("alpah"), Some(utf16_position(KERNEL, "alpah").1), "non-ASCII line");
    assert!(undeclared["message"].as_str().is_some_and(|m| m.contains("did you mean `alpha`")));

    // The did-you-mean is a quick fix.
    let actions = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri}, "range": undeclared["range"],
               "context": {"diagnostics": [undeclared]}}),
    );
    let action = &actions["result"][0];
    assert_eq!(action["kind"], "quickfix", "{actions}");
    assert_eq!(action["edit"]["changes"][&uri][0]["newText"], "alpha", "{actions}");
    assert_eq!(action["edit"]["changes"][&uri][0]["range"], range_of(KERNEL, "alpah"));

    // Incremental edits that fix both: the diagnostics are cleared.
    let fixed = KERNEL.replace("@outer(3)", "@outer(0)").replace("alpah", "alpha");
    client.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
            {"range": range_of(KERNEL, "(3)"), "text": "(0)"},
            {"range": range_of(KERNEL, "alpah"), "text": "alpha"},
        ]}),
    );
    assert_eq!(client.diagnostics(&uri, Some(2)), Vec::<Value>::new());

    // Hover: an attribute's text is `oklc explain`'s.
    let hover = client.request("textDocument/hover", at(&fixed, "@outer", &uri));
    let text = hover["result"]["contents"]["value"].as_str().unwrap_or_default().to_string();
    let explain = Command::new(env!("CARGO_BIN_EXE_oklc"))
        .args(["explain", "@outer"])
        .output()
        .expect("oklc explain");
    let explained = String::from_utf8_lossy(&explain.stdout);
    let body = explained.split("\n\n").nth(1).expect("explanation").trim();
    assert!(text.contains(body), "hover {text:?} lacks `oklc explain @outer`'s {body:?}");
    // An OKL loop: axis, iterations and the CUDA mapping.
    let hover = client.request("textDocument/hover", at(&fixed, "for (int i", &uri));
    let text = hover["result"]["contents"]["value"].as_str().unwrap_or_default();
    assert!(text.contains("axis 0 (x)") && text.contains("`n`"), "{text}");
    assert!(text.contains("blockIdx.x"), "{text}");
    // A macro use: its expansion.
    let hover = client.request("textDocument/hover", at(&fixed, "SCALE * v", &uri));
    let text = hover["result"]["contents"]["value"].as_str().unwrap_or_default();
    assert!(text.contains("macro `SCALE`") && text.contains("2.0f"), "{text}");

    // Definitions: a helper, a parameter, a macro.
    let definition = |client: &mut Client, needle: &str| {
        let found = client.request("textDocument/definition", at(&fixed, needle, &uri));
        assert_eq!(found["result"]["uri"], uri, "{found}");
        found["result"]["range"]["start"]["line"].as_u64().expect("a location")
    };
    assert_eq!(definition(&mut client, "twice(x"), 2);
    assert_eq!(definition(&mut client, "n; ++i"), 3);
    assert_eq!(definition(&mut client, "SCALE * v"), 1);

    let symbols =
        client.request("textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
    let names: Vec<&str> = symbols["result"]
        .as_array()
        .expect("symbols")
        .iter()
        .filter_map(|s| s["name"].as_str())
        .collect();
    assert_eq!(names, ["twice", "axpy"], "{symbols}");

    // Semantic tokens: `@kernel` (line 3) is the first attribute, a decorator (type 0).
    let tokens =
        client.request("textDocument/semanticTokens/full", json!({"textDocument": {"uri": uri}}));
    let data: Vec<u64> = tokens["result"]["data"]
        .as_array()
        .expect("tokens")
        .iter()
        .filter_map(Value::as_u64)
        .collect();
    assert!(data.chunks(5).any(|t| t[3] == 0), "{tokens}");
    assert!(data.chunks(5).any(|t| t[3] == 1), "the SCALE macro: {tokens}");

    let (status, _) = client.finish();
    assert_eq!(status, 0);
}

#[test]
fn header_diagnostics_are_published_on_the_header_with_oklc_toml_settings() {
    let dir = tempfile::tempdir().expect("temporary folder");
    std::fs::create_dir_all(dir.path().join("inc")).expect("folder");
    std::fs::write(dir.path().join("oklc.toml"), "include = [\"inc\"]\ndefines = [\"BS=16\"]\n")
        .expect("write");
    let header = dir.path().join("inc/helpers.h");
    std::fs::write(&header, "float scaled(float v) { return v * undeclared_scale; }\n")
        .expect("write");
    let kernel = "#include \"helpers.h\"\n\
@kernel void k(float *a) {\n\
  for (int b = 0; b < 4; ++b; @outer) {\n\
    for (int i = 0; i < BS; ++i; @inner) { a[b * BS + i] = scaled(a[i]); }\n\
  }\n\
}\n";
    let path = dir.path().join("k.okl");
    std::fs::write(&path, kernel).expect("write");
    let mut client = Client::start();
    client.initialize(json!({"debounceMs": 10}));
    client.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri_of(&path), "languageId": "okl", "version": 1, "text": kernel}}),
    );
    let on_header = client.diagnostics(&uri_of(&header), None);
    assert_eq!(on_header.len(), 1, "{on_header:?}");
    assert_eq!(on_header[0]["code"], "OKL0700");
    // `BS` comes from `oklc.toml`'s defines: the kernel itself is clean.
    assert_eq!(client.diagnostics(&uri_of(&path), Some(1)), Vec::<Value>::new());
    // Go to definition leads into the header.
    let found = client.request("textDocument/definition", at(kernel, "scaled(a", &uri_of(&path)));
    assert_eq!(found["result"]["uri"], uri_of(&header), "{found}");
    assert_eq!(found["result"]["range"]["start"], json!({"line": 0, "character": 6}));
    let (status, _) = client.finish();
    assert_eq!(status, 0);
}

#[test]
fn malformed_messages_are_answered_with_protocol_errors() {
    let mut client = Client::start();
    let error_code = |m: &Value| m["error"]["code"].as_i64();
    // Before `initialize`, requests are refused.
    let early = client.request("textDocument/hover", json!({}));
    assert_eq!(error_code(&early), Some(-32002), "{early}");
    client.initialize(json!({}));
    client.send_raw("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ");
    let parse_error = client.wait(|m| m["id"].is_null() && m.get("error").is_some());
    assert_eq!(error_code(&parse_error), Some(-32700), "{parse_error}");
    client.send_raw("{\"jsonrpc\": \"2.0\", \"params\": [1, 2]}");
    let invalid = client.wait(|m| m["id"].is_null() && m.get("error").is_some());
    assert_eq!(error_code(&invalid), Some(-32600), "{invalid}");
    let unknown = client.request("oklc/noSuchMethod", json!({}));
    assert_eq!(error_code(&unknown), Some(-32601), "{unknown}");
    let bad_params = client.request("textDocument/hover", json!({"textDocument": 3}));
    assert_eq!(error_code(&bad_params), Some(-32602), "{bad_params}");
    let (status, _) = client.finish();
    assert_eq!(status, 0, "the server kept serving after the malformed messages");
}

#[test]
fn a_panic_in_one_request_is_an_error_response_and_the_server_keeps_serving() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("k.okl");
    let text = "@kernel void k(int n) {}\n";
    let mut client = Client::start();
    client.initialize(json!({"debounceMs": 10}));
    let uri = uri_of(&path);
    client.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "okl", "version": 1, "text": text}}),
    );
    let crashed = client.request("oklc/internalTestPanic", json!({}));
    assert_eq!(crashed["error"]["code"], -32603, "{crashed}");
    let symbols =
        client.request("textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
    assert_eq!(symbols["result"][0]["name"], "k", "still serving: {symbols}");
    let (status, stderr) = client.finish();
    assert_eq!(status, 0);
    assert!(stderr.contains("internalTestPanic"), "a log line names the failed request: {stderr}");
}
