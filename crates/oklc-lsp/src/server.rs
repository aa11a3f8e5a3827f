//! The server loop: reads messages, keeps the open documents, analyses them when they change
//! (debounced) and answers requests. A panic while serving one message becomes an error
//! response and a log line; the loop goes on.

use indexmap::IndexMap;
use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError};
use lsp_server::{ErrorCode, Message, Notification, Request, Response};
use lsp_types::notification::{self as note, Notification as _};
use lsp_types::request::{self as req, Request as _};
use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, CodeActionProviderCapability,
    DocumentSymbolResponse, GotoDefinitionResponse, HoverProviderCapability, InitializeResult,
    LogMessageParams, MessageType, OneOf, PublishDiagnosticsParams, SemanticTokens,
    SemanticTokensFullOptions, SemanticTokensLegend, SemanticTokensOptions,
    SemanticTokensServerCapabilities, ServerCapabilities, ServerInfo, TextDocumentSyncCapability,
    TextDocumentSyncKind, TextDocumentSyncOptions, TextDocumentSyncSaveOptions, Uri, WorkspaceEdit,
};

use crate::analysis::{self, Overlay, QuickFix, Syntax};
use crate::config::{self, Settings};
use crate::document::{self, Document};
use crate::transport::{self, Incoming};
use crate::{ServerOptions, features, uri};

/// The custom request that panics on purpose when [`ServerOptions::test_panic`] is set.
pub const TEST_PANIC_METHOD: &str = "oklc/internalTestPanic";

/// How long after the last change a document is analysed, unless the client says otherwise
/// (`initializationOptions.debounceMs`).
const DEBOUNCE: Duration = Duration::from_millis(150);

pub(crate) struct Server {
    options: ServerOptions,
    out: Box<dyn Write>,
    client: Settings,
    debounce: Duration,
    initialized: bool,
    shutdown: bool,
    docs: IndexMap<String, (Uri, PathBuf, Document)>,
    /// Documents to analyse, with when.
    due: IndexMap<String, Instant>,
    /// The documents each root's last analysis published diagnostics on.
    published: IndexMap<String, Vec<Uri>>,
    fixes: IndexMap<String, Vec<QuickFix>>,
    syntax: IndexMap<String, (i32, Rc<Syntax>)>,
}

impl Server {
    pub(crate) fn new(options: ServerOptions, out: Box<dyn Write>) -> Server {
        Server {
            options,
            out,
            client: Settings::default(),
            debounce: DEBOUNCE,
            initialized: false,
            shutdown: false,
            docs: IndexMap::new(),
            due: IndexMap::new(),
            published: IndexMap::new(),
            fixes: IndexMap::new(),
            syntax: IndexMap::new(),
        }
    }

    /// Serves until `exit` or the end of input; the process's exit status (0 only after
    /// `shutdown`).
    pub(crate) fn run(mut self, incoming: Receiver<Incoming>) -> i32 {
        loop {
            let next = self.due.values().min().copied();
            let received = match next {
                Some(when) => incoming.recv_timeout(when.saturating_duration_since(Instant::now())),
                None => incoming.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match received {
                Ok(Incoming::Message(Message::Request(request))) => self.request(request),
                Ok(Incoming::Message(Message::Notification(n)))
                    if n.method == note::Exit::METHOD =>
                {
                    return if self.shutdown { 0 } else { 1 };
                }
                Ok(Incoming::Message(Message::Notification(n))) => self.guarded_notification(n),
                Ok(Incoming::Message(Message::Response(_))) => {}
                Ok(Incoming::Malformed { code, message, id }) => {
                    self.log(MessageType::ERROR, &format!("malformed message: {message}"));
                    let _ = transport::write_error(&mut self.out, code, &message, id);
                }
                Ok(Incoming::Eof) | Err(RecvTimeoutError::Disconnected) => {
                    return if self.shutdown { 0 } else { 1 };
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
            self.analyse_due();
        }
    }

    fn send(&mut self, message: impl Into<Message>) {
        let _ = transport::write(&mut self.out, &message.into());
    }

    fn notify<N: lsp_types::notification::Notification>(&mut self, params: N::Params) {
        self.send(Notification::new(N::METHOD.to_string(), params));
    }

    /// A log line: on stderr, and to the client as `window/logMessage`.
    fn log(&mut self, typ: MessageType, message: &str) {
        eprintln!("oklc lsp: {message}");
        self.notify::<note::LogMessage>(LogMessageParams { typ, message: message.to_string() });
    }

    fn request(&mut self, request: Request) {
        let id = request.id.clone();
        let method = request.method.clone();
        if !self.initialized && method != req::Initialize::METHOD {
            let message = "the server is not initialized yet".to_string();
            return self.send(Response::new_err(
                id,
                ErrorCode::ServerNotInitialized as i32,
                message,
            ));
        }
        if self.shutdown {
            let message = "the server is shutting down".to_string();
            return self.send(Response::new_err(id, ErrorCode::InvalidRequest as i32, message));
        }
        let response = catch_unwind(AssertUnwindSafe(|| self.answer(request)));
        let response = match response {
            Ok(Ok(value)) => Response::new_ok(id, value),
            Ok(Err((code, message))) => Response::new_err(id, code as i32, message),
            Err(payload) => {
                let what = panic_message(&*payload);
                self.log(
                    MessageType::ERROR,
                    &format!("internal error while serving `{method}`: {what}"),
                );
                self.syntax.clear();
                Response::new_err(
                    id,
                    ErrorCode::InternalError as i32,
                    format!("internal error in oklc while serving `{method}`: {what}"),
                )
            }
        };
        self.send(response);
    }

    /// The result of one request, or its error code and message.
    fn answer(&mut self, request: Request) -> Result<serde_json::Value, (ErrorCode, String)> {
        let params = request.params;
        let bad = |e: serde_json::Error| (ErrorCode::InvalidParams, e.to_string());
        let json = |v: serde_json::Result<serde_json::Value>| v.map_err(bad);
        match request.method.as_str() {
            req::Initialize::METHOD => {
                let params: lsp_types::InitializeParams =
                    serde_json::from_value(params).map_err(bad)?;
                if let Some(options) = params.initialization_options {
                    self.initialization_options(options);
                }
                self.initialized = true;
                json(serde_json::to_value(initialize_result()))
            }
            req::Shutdown::METHOD => {
                self.shutdown = true;
                Ok(serde_json::Value::Null)
            }
            req::HoverRequest::METHOD => {
                let p: lsp_types::HoverParams = serde_json::from_value(params).map_err(bad)?;
                let at = p.text_document_position_params;
                let hover = self.at(&at.text_document.uri, at.position, features::hover);
                json(serde_json::to_value(hover))
            }
            req::GotoDefinition::METHOD => {
                let p: lsp_types::GotoDefinitionParams =
                    serde_json::from_value(params).map_err(bad)?;
                let at = p.text_document_position_params;
                let found = self.at(&at.text_document.uri, at.position, features::definition);
                json(serde_json::to_value(found.map(GotoDefinitionResponse::Scalar)))
            }
            req::DocumentSymbolRequest::METHOD => {
                let p: lsp_types::DocumentSymbolParams =
                    serde_json::from_value(params).map_err(bad)?;
                let symbols = self.syntax_of(&p.text_document.uri).map(|s| features::symbols(&s));
                json(serde_json::to_value(symbols.map(DocumentSymbolResponse::Nested)))
            }
            req::SemanticTokensFullRequest::METHOD => {
                let p: lsp_types::SemanticTokensParams =
                    serde_json::from_value(params).map_err(bad)?;
                let data = self
                    .syntax_of(&p.text_document.uri)
                    .map(|s| features::semantic_tokens(&s))
                    .unwrap_or_default();
                json(serde_json::to_value(SemanticTokens { result_id: None, data }))
            }
            req::CodeActionRequest::METHOD => {
                let p: lsp_types::CodeActionParams = serde_json::from_value(params).map_err(bad)?;
                json(serde_json::to_value(self.code_actions(&p)))
            }
            TEST_PANIC_METHOD if self.options.test_panic => {
                panic!("`{TEST_PANIC_METHOD}` was requested")
            }
            other => Err((ErrorCode::MethodNotFound, format!("unknown method `{other}`"))),
        }
    }

    fn initialization_options(&mut self, options: serde_json::Value) {
        let mut options = options;
        if let Some(ms) = options.get("debounceMs").and_then(|v| v.as_u64()) {
            self.debounce = Duration::from_millis(ms);
        }
        if let Some(map) = options.as_object_mut() {
            map.remove("debounceMs");
        }
        match serde_json::from_value::<Settings>(options) {
            Ok(settings) => self.client = settings,
            Err(e) => self.log(MessageType::ERROR, &format!("invalid initializationOptions: {e}")),
        }
    }

    /// Runs `feature` at a position of an open document.
    fn at<T>(
        &mut self,
        uri: &Uri,
        position: lsp_types::Position,
        feature: fn(&Syntax, usize) -> Option<T>,
    ) -> Option<T> {
        let syntax = self.syntax_of(uri)?;
        let (_, _, doc) = self.docs.get(uri.as_str())?;
        // The root file's text is the document's, so byte offsets agree.
        let offset = document::offset(&doc.text, position);
        feature(&syntax, offset)
    }

    /// The front end's view of an open document, made once per version.
    fn syntax_of(&mut self, uri: &Uri) -> Option<Rc<Syntax>> {
        let (_, path, doc) = self.docs.get(uri.as_str())?;
        if let Some((version, syntax)) = self.syntax.get(uri.as_str())
            && *version == doc.version
        {
            return Some(syntax.clone());
        }
        let (version, path) = (doc.version, path.clone());
        let (settings, _) = config::for_file(&path, &self.client);
        let open = self.open_texts();
        let syntax = Rc::new(Syntax::of(&path, settings.options(), &Overlay { open: &open })?);
        self.syntax.insert(uri.as_str().to_string(), (version, syntax.clone()));
        Some(syntax)
    }

    fn open_texts(&self) -> IndexMap<PathBuf, String> {
        self.docs.values().map(|(_, path, doc)| (path.clone(), doc.text.clone())).collect()
    }

    fn code_actions(&self, p: &lsp_types::CodeActionParams) -> Vec<CodeActionOrCommand> {
        let mut out = Vec::new();
        for fix in self.fixes.values().flatten() {
            if fix.uri != p.text_document.uri.as_str() {
                continue;
            }
            let matching: Vec<lsp_types::Diagnostic> = p
                .context
                .diagnostics
                .iter()
                .filter(|d| {
                    d.range == fix.range
                        && matches!(&d.code, Some(lsp_types::NumberOrString::String(c)) if *c == fix.code)
                })
                .cloned()
                .collect();
            if matching.is_empty() {
                continue;
            }
            out.push(CodeActionOrCommand::CodeAction(CodeAction {
                title: fix.title.clone(),
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(matching),
                edit: Some(workspace_edit(&fix.edits)),
                is_preferred: Some(true),
                ..CodeAction::default()
            }));
        }
        out
    }

    fn guarded_notification(&mut self, n: Notification) {
        let method = n.method.clone();
        if !self.initialized {
            return;
        }
        if let Err(payload) = catch_unwind(AssertUnwindSafe(|| self.notification(n))) {
            let what = panic_message(&*payload);
            self.log(
                MessageType::ERROR,
                &format!("internal error while handling `{method}`: {what}"),
            );
        }
    }

    fn notification(&mut self, n: Notification) {
        match n.method.as_str() {
            note::DidOpenTextDocument::METHOD => {
                let Ok(p) =
                    serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(n.params)
                else {
                    return;
                };
                let doc = p.text_document;
                let Some(path) = uri::to_path(&doc.uri) else { return };
                let key = doc.uri.as_str().to_string();
                let text = Document { text: doc.text, version: doc.version };
                self.docs.insert(key.clone(), (doc.uri, path, text));
                self.due.insert(key, Instant::now());
            }
            note::DidChangeTextDocument::METHOD => {
                let Ok(p) =
                    serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(n.params)
                else {
                    return;
                };
                let key = p.text_document.uri.as_str().to_string();
                if let Some((_, _, doc)) = self.docs.get_mut(&key) {
                    doc.apply(p.text_document.version, p.content_changes);
                    self.due.insert(key, Instant::now() + self.debounce);
                }
            }
            note::DidSaveTextDocument::METHOD => {
                let Ok(p) =
                    serde_json::from_value::<lsp_types::DidSaveTextDocumentParams>(n.params)
                else {
                    return;
                };
                let key = p.text_document.uri.as_str().to_string();
                if let Some((_, _, doc)) = self.docs.get_mut(&key) {
                    if let Some(text) = p.text {
                        doc.text = text;
                    }
                    self.due.insert(key, Instant::now());
                }
            }
            note::DidCloseTextDocument::METHOD => {
                let Ok(p) =
                    serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(n.params)
                else {
                    return;
                };
                let key = p.text_document.uri.as_str().to_string();
                self.docs.shift_remove(&key);
                self.due.shift_remove(&key);
                self.syntax.shift_remove(&key);
                self.fixes.shift_remove(&key);
                for uri in self.published.shift_remove(&key).unwrap_or_default() {
                    self.publish(uri, Vec::new(), None);
                }
            }
            note::DidChangeConfiguration::METHOD => {
                let Ok(p) =
                    serde_json::from_value::<lsp_types::DidChangeConfigurationParams>(n.params)
                else {
                    return;
                };
                if !p.settings.is_null() {
                    self.initialization_options(p.settings);
                }
                self.syntax.clear();
                let now = Instant::now();
                self.due = self.docs.keys().map(|k| (k.clone(), now)).collect();
            }
            _ => {}
        }
    }

    fn publish(&mut self, uri: Uri, diagnostics: Vec<lsp_types::Diagnostic>, version: Option<i32>) {
        self.notify::<note::PublishDiagnostics>(PublishDiagnosticsParams {
            uri,
            diagnostics,
            version,
        });
    }

    /// Analyses the documents whose time has come.
    fn analyse_due(&mut self) {
        let now = Instant::now();
        let due: Vec<String> =
            self.due.iter().filter(|(_, when)| **when <= now).map(|(k, _)| k.clone()).collect();
        for key in due {
            self.due.shift_remove(&key);
            if let Err(payload) = catch_unwind(AssertUnwindSafe(|| self.analyse(&key))) {
                let what = panic_message(&*payload);
                self.log(
                    MessageType::ERROR,
                    &format!("internal error while analysing `{key}`: {what}"),
                );
            }
        }
    }

    fn analyse(&mut self, key: &str) {
        let Some((uri, path, doc)) = self.docs.get(key) else { return };
        let (uri, path, version) = (uri.clone(), path.clone(), doc.version);
        let (settings, config_error) = config::for_file(&path, &self.client);
        let open = self.open_texts();
        let mut published = analysis::diagnose(&path, settings.options(), &Overlay { open: &open });
        if let Some(error) = config_error {
            self.log(MessageType::ERROR, &error);
            if let Some((_, list)) = published.by_uri.get_mut(uri.as_str()) {
                list.insert(
                    0,
                    lsp_types::Diagnostic {
                        severity: Some(lsp_types::DiagnosticSeverity::ERROR),
                        source: Some("oklc".into()),
                        message: format!("invalid {}: {error}", config::FILE_NAME),
                        ..lsp_types::Diagnostic::default()
                    },
                );
            }
        }
        let before = self.published.shift_remove(key).unwrap_or_default();
        let mut now = Vec::new();
        for (_, (file_uri, diagnostics)) in published.by_uri {
            let version = (file_uri == uri).then_some(version);
            now.push(file_uri.clone());
            self.publish(file_uri, diagnostics, version);
        }
        for stale in before.into_iter().filter(|u| !now.contains(u)) {
            self.publish(stale, Vec::new(), None);
        }
        self.published.insert(key.to_string(), now);
        self.fixes.insert(key.to_string(), published.fixes);
    }
}

/// `lsp-types` spells a workspace edit's changes with the standard `HashMap`; its iteration
/// order does not matter to the client, and its `Uri` keys are never mutated.
#[allow(clippy::disallowed_types, clippy::mutable_key_type)]
fn workspace_edit(edits: &IndexMap<Uri, Vec<lsp_types::TextEdit>>) -> WorkspaceEdit {
    let changes: std::collections::HashMap<Uri, Vec<lsp_types::TextEdit>> =
        edits.iter().map(|(uri, edits)| (uri.clone(), edits.clone())).collect();
    WorkspaceEdit { changes: Some(changes), ..WorkspaceEdit::default() }
}

fn initialize_result() -> InitializeResult {
    let legend = SemanticTokensLegend {
        token_types: features::TOKEN_TYPES.to_vec(),
        token_modifiers: Vec::new(),
    };
    InitializeResult {
        capabilities: ServerCapabilities {
            text_document_sync: Some(TextDocumentSyncCapability::Options(
                TextDocumentSyncOptions {
                    open_close: Some(true),
                    change: Some(TextDocumentSyncKind::INCREMENTAL),
                    save: Some(TextDocumentSyncSaveOptions::Supported(true)),
                    ..TextDocumentSyncOptions::default()
                },
            )),
            hover_provider: Some(HoverProviderCapability::Simple(true)),
            definition_provider: Some(OneOf::Left(true)),
            document_symbol_provider: Some(OneOf::Left(true)),
            code_action_provider: Some(CodeActionProviderCapability::Simple(true)),
            semantic_tokens_provider: Some(
                SemanticTokensServerCapabilities::SemanticTokensOptions(SemanticTokensOptions {
                    legend,
                    full: Some(SemanticTokensFullOptions::Bool(true)),
                    range: None,
                    ..SemanticTokensOptions::default()
                }),
            ),
            ..ServerCapabilities::default()
        },
        server_info: Some(ServerInfo {
            name: "oklc".into(),
            version: Some(env!("CARGO_PKG_VERSION").into()),
        }),
    }
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}
