//! SARIF 2.1.0: one log per invocation, for code-scanning services and SARIF viewers.
//!
//! A [`Sarif`] collects the diagnostics of every input of a command and [`Sarif::finish`]
//! writes one log with one run: the tool (`oklc`, its version, one rule per code that occurs,
//! with its title, explanation and a help URI to its entry in `docs/diagnostics.md`), and one
//! result per diagnostic with its region (1-based lines and columns in Unicode code points, as
//! the run's `columnKind` declares), secondary labels and macro call sites as related
//! locations, and fix-its as fixes.

use std::collections::BTreeMap;

use oklc_span::{FileOrigin, SourceDb, Span};
use serde::Serialize;

use super::clamp;
use crate::{Code, Diagnostic, Severity};

/// Where the diagnostics reference lives; a rule's help URI is this plus its code's anchor.
pub const DOCS_URL: &str = "https://example.invalid/oklc/blob/main/docs/diagnostics.md";

/// A SARIF log being filled.
#[derive(Debug, Default)]
pub struct Sarif {
    results: Vec<SarifResult>,
    rules: BTreeMap<Code, ()>,
}

impl Sarif {
    pub fn new() -> Sarif {
        Sarif::default()
    }

    /// Adds the diagnostics of one input, whose spans point into `db`.
    pub fn add(&mut self, db: &SourceDb, diagnostics: &[Diagnostic]) {
        for d in diagnostics {
            self.rules.insert(d.code, ());
            let mut related: Vec<Related> = Vec::new();
            for label in &d.secondary {
                if let Some(location) = physical(db, label.span) {
                    related.push(Related {
                        id: related.len() + 1,
                        physical_location: location,
                        message: Some(Text { text: label.message.clone() }),
                    });
                }
            }
            for frame in &d.expansion {
                if let Some(location) = physical(db, frame.call_site) {
                    related.push(Related {
                        id: related.len() + 1,
                        physical_location: location,
                        message: Some(Text {
                            text: format!("in expansion of macro `{}`", frame.macro_name),
                        }),
                    });
                }
            }
            let fixes = d
                .fixes
                .iter()
                .filter_map(|fix| {
                    let mut changes: BTreeMap<String, Vec<Replacement>> = BTreeMap::new();
                    for edit in &fix.edits {
                        let location = physical(db, edit.span)?;
                        changes.entry(location.artifact_location.uri).or_default().push(
                            Replacement {
                                deleted_region: location.region,
                                inserted_content: Text { text: edit.text.clone() },
                            },
                        );
                    }
                    Some(SarifFix {
                        description: Text { text: fix.title.clone() },
                        artifact_changes: changes
                            .into_iter()
                            .map(|(uri, replacements)| ArtifactChange {
                                artifact_location: Artifact { uri },
                                replacements,
                            })
                            .collect(),
                    })
                })
                .collect();
            let mut text = d.message.clone();
            if let Some(help) = &d.help {
                text.push_str(&format!("\nhelp: {help}"));
            }
            self.results.push(SarifResult {
                rule_id: d.code.to_string(),
                level: level(d.severity),
                message: Text { text },
                locations: physical(db, d.primary.span)
                    .map(|l| vec![Location { physical_location: l }])
                    .unwrap_or_default(),
                related_locations: related,
                fixes,
            });
        }
    }

    /// Adds a problem without a source location (an unreadable input).
    pub fn add_unlocated(&mut self, code: Code, severity: Severity, message: &str) {
        self.rules.insert(code, ());
        self.results.push(SarifResult {
            rule_id: code.to_string(),
            level: level(severity),
            message: Text { text: message.to_string() },
            locations: Vec::new(),
            related_locations: Vec::new(),
            fixes: Vec::new(),
        });
    }

    /// The log as pretty-printed JSON with a trailing newline.
    pub fn finish(self, tool_version: &str) -> String {
        let rules: Vec<Rule> = self
            .rules
            .keys()
            .map(|&code| {
                let info = code.info();
                Rule {
                    id: code.to_string(),
                    name: info.map(|i| i.name.to_string()),
                    short_description: Text {
                        text: info.map_or_else(|| code.to_string(), |i| i.title().to_string()),
                    },
                    full_description: info.map(|i| Text { text: explanation(i.explanation) }),
                    help_uri: format!("{DOCS_URL}#{}", code.doc_anchor()),
                }
            })
            .collect();
        let index: BTreeMap<String, usize> =
            rules.iter().enumerate().map(|(i, r)| (r.id.clone(), i)).collect();
        let results = self
            .results
            .into_iter()
            .map(|r| IndexedResult { rule_index: index[&r.rule_id], result: r })
            .collect();
        let log = Log {
            schema: "https://json.schemastore.org/sarif-2.1.0.json",
            version: "2.1.0",
            runs: vec![Run {
                tool: Tool {
                    driver: Driver {
                        name: "oklc",
                        version: tool_version.to_string(),
                        information_uri: DOCS_URL,
                        rules,
                    },
                },
                column_kind: "unicodeCodePoints",
                results,
            }],
        };
        let mut text = serde_json::to_string_pretty(&log).unwrap_or_default();
        text.push('\n');
        text
    }
}

/// An explanation without its title line, paragraphs joined into lines.
fn explanation(text: &str) -> String {
    let body: Vec<&str> = text.lines().skip(1).map(str::trim).collect();
    body.join("\n").trim().to_string()
}

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

/// A span's file and region; `None` for text the compiler made up or a span outside the db.
fn physical(db: &SourceDb, span: Span) -> Option<Physical> {
    let span = clamp(db, span)?;
    let file = db.get(span.file);
    if file.origin == FileOrigin::Synthetic {
        return None;
    }
    let (start_line, start_column) = file.line_col(span.lo);
    let (end_line, end_column) = file.line_col(span.hi);
    Some(Physical {
        artifact_location: Artifact { uri: uri_reference(&file.name) },
        region: Region { start_line, start_column, end_line, end_column },
    })
}

/// A file name as a URI reference: absolute paths as `file://` URIs, relative ones relative to
/// the working folder; bytes outside the unreserved set and `/` percent-encoded.
fn uri_reference(name: &str) -> String {
    let mut out = String::new();
    if name.starts_with('/') {
        out.push_str("file://");
    }
    for &b in name.as_bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[derive(Serialize)]
struct Log {
    #[serde(rename = "$schema")]
    schema: &'static str,
    version: &'static str,
    runs: Vec<Run>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Run {
    tool: Tool,
    column_kind: &'static str,
    results: Vec<IndexedResult>,
}

#[derive(Serialize)]
struct Tool {
    driver: Driver,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Driver {
    name: &'static str,
    version: String,
    information_uri: &'static str,
    rules: Vec<Rule>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Rule {
    id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    short_description: Text,
    #[serde(skip_serializing_if = "Option::is_none")]
    full_description: Option<Text>,
    help_uri: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct IndexedResult {
    rule_index: usize,
    #[serde(flatten)]
    result: SarifResult,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct SarifResult {
    rule_id: String,
    level: &'static str,
    message: Text,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    locations: Vec<Location>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    related_locations: Vec<Related>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    fixes: Vec<SarifFix>,
}

#[derive(Debug, Serialize)]
struct Text {
    text: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Location {
    physical_location: Physical,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Related {
    id: usize,
    physical_location: Physical,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<Text>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Physical {
    artifact_location: Artifact,
    region: Region,
}

#[derive(Debug, Serialize)]
struct Artifact {
    uri: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Region {
    start_line: u32,
    start_column: u32,
    end_line: u32,
    end_column: u32,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct SarifFix {
    description: Text,
    artifact_changes: Vec<ArtifactChange>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct ArtifactChange {
    artifact_location: Artifact,
    replacements: Vec<Replacement>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Replacement {
    deleted_region: Region,
    inserted_content: Text,
}
