//! `file:` URIs and paths.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use lsp_types::Uri;

/// The `file:` URI of an absolute path, with every byte outside the unreserved set and `/`
/// percent-encoded.
pub(crate) fn from_path(path: &Path) -> Uri {
    let mut text = String::from("file://");
    for &b in normalized(path).to_string_lossy().as_bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
            text.push(b as char);
        } else {
            text.push_str(&format!("%{b:02X}"));
        }
    }
    match Uri::from_str(&text) {
        Ok(uri) => uri,
        Err(_) => unreachable!("a percent-encoded path is a valid URI: {text}"),
    }
}

/// `path` without `.` components and with each `..` removing the folder before it, so a
/// header reached as `dir/./inc/../h.h` has the URI an editor gives `dir/h.h`.
fn normalized(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir if out.file_name().is_some() => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// The path of a `file:` URI; `None` for other schemes.
pub(crate) fn to_path(uri: &Uri) -> Option<PathBuf> {
    let rest = uri.as_str().strip_prefix("file://")?;
    let rest = rest.strip_prefix("localhost").unwrap_or(rest);
    let bytes = rest.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(hex) = rest.get(i + 1..i + 3)
            && let Ok(b) = u8::from_str_radix(hex, 16)
        {
            out.push(b);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    Some(PathBuf::from(String::from_utf8_lossy(&out).into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_round_trip_through_uris() {
        for path in ["/tmp/k.okl", "/home/a b/ñ/k#1.okl"] {
            let uri = from_path(Path::new(path));
            assert_eq!(to_path(&uri).as_deref(), Some(Path::new(path)), "{}", uri.as_str());
        }
        assert_eq!(from_path(Path::new("/a b")).as_str(), "file:///a%20b");
        assert_eq!(from_path(Path::new("/d/./i/../h.h")).as_str(), "file:///d/h.h");
    }
}
