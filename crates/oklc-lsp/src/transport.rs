//! JSON-RPC framing over a byte stream: `Content-Length` headers, then a JSON body.
//!
//! `lsp-server`'s own reader ends the connection at the first malformed message; an editor's
//! server must instead answer it with the protocol's error code (parse error for bad JSON,
//! invalid request for JSON that is no JSON-RPC message) and read on.

use std::io::{self, BufRead, Write};

use lsp_server::{ErrorCode, Message};

/// What one read from the client gave.
#[derive(Debug)]
pub(crate) enum Incoming {
    Message(Message),
    /// A message that could not be understood: answered with `code`, id `id` (null when unknown).
    Malformed {
        code: ErrorCode,
        message: String,
        id: serde_json::Value,
    },
    /// The client closed the stream.
    Eof,
}

/// Reads the next message; I/O errors end the stream.
pub(crate) fn read(input: &mut impl BufRead) -> Incoming {
    let mut length: Option<usize> = None;
    let mut saw_header = false;
    loop {
        let mut line = String::new();
        match input.read_line(&mut line) {
            Ok(0) | Err(_) => return Incoming::Eof,
            Ok(_) => {}
        }
        let line = line.trim_end_matches(['\r', '\n']);
        if line.is_empty() {
            if saw_header {
                break;
            }
            continue;
        }
        saw_header = true;
        if let Some((name, value)) = line.split_once(':')
            && name.trim().eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().ok();
        }
    }
    let Some(length) = length else {
        return malformed(
            ErrorCode::ParseError,
            "the message has no valid `Content-Length` header",
        );
    };
    let mut body = vec![0; length];
    if input.read_exact(&mut body).is_err() {
        return Incoming::Eof;
    }
    let value: serde_json::Value = match serde_json::from_slice(&body) {
        Ok(value) => value,
        Err(e) => return malformed(ErrorCode::ParseError, &format!("invalid JSON: {e}")),
    };
    let id = value.get("id").cloned().unwrap_or(serde_json::Value::Null);
    let valid = value.get("jsonrpc").and_then(|v| v.as_str()) == Some("2.0");
    match serde_json::from_value::<Message>(value) {
        Ok(message) if valid => Incoming::Message(message),
        Ok(_) => Incoming::Malformed {
            code: ErrorCode::InvalidRequest,
            message: "not a JSON-RPC 2.0 message: `jsonrpc` must be \"2.0\"".into(),
            id,
        },
        Err(e) => Incoming::Malformed {
            code: ErrorCode::InvalidRequest,
            message: format!("not a JSON-RPC request, response or notification: {e}"),
            id,
        },
    }
}

fn malformed(code: ErrorCode, message: &str) -> Incoming {
    Incoming::Malformed { code, message: message.to_string(), id: serde_json::Value::Null }
}

/// Writes one message.
pub(crate) fn write(output: &mut impl Write, message: &Message) -> io::Result<()> {
    message.write(output)
}

/// Writes the error response to a malformed message.
pub(crate) fn write_error(
    output: &mut impl Write,
    code: ErrorCode,
    message: &str,
    id: serde_json::Value,
) -> io::Result<()> {
    let body = serde_json::json!({
        "jsonrpc": "2.0",
        "id": id,
        "error": { "code": code as i32, "message": message },
    })
    .to_string();
    write!(output, "Content-Length: {}\r\n\r\n{body}", body.len())?;
    output.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn framed(body: &str) -> Vec<u8> {
        format!("Content-Length: {}\r\n\r\n{body}", body.len()).into_bytes()
    }

    #[test]
    fn bad_json_and_non_messages_are_reported_and_reading_goes_on() {
        let mut bytes = framed("{not json");
        bytes.extend(framed(r#"{"jsonrpc":"2.0","params":[]}"#));
        bytes.extend(framed(r#"{"jsonrpc":"1.0","id":7,"method":"m"}"#));
        bytes.extend(framed(r#"{"jsonrpc":"2.0","method":"exit"}"#));
        let mut input = io::Cursor::new(bytes);
        assert!(matches!(
            read(&mut input),
            Incoming::Malformed { code: ErrorCode::ParseError, .. }
        ));
        assert!(matches!(
            read(&mut input),
            Incoming::Malformed { code: ErrorCode::InvalidRequest, .. }
        ));
        match read(&mut input) {
            Incoming::Malformed { code: ErrorCode::InvalidRequest, id, .. } => {
                assert_eq!(id, serde_json::json!(7))
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(read(&mut input), Incoming::Message(Message::Notification(_))));
        assert!(matches!(read(&mut input), Incoming::Eof));
    }
}
