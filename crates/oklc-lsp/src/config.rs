//! A file's compilation settings: `oklc.toml`, found in the file's folder or the nearest one
//! above it, overridden by the client's `initializationOptions`.
//!
//! ```toml
//! backend = "cuda"                # --mode
//! include = ["include"]           # -I, relative to this file's folder
//! defines = ["p_Nq=8", "USE_X"]   # -D
//! force-include = ["prelude.h"]   # --include
//! [warnings]
//! conversion = true               # -W conversion (on by default in the editor)
//! ```

use std::path::{Path, PathBuf};

use serde::Deserialize;

/// The name of the settings file.
pub const FILE_NAME: &str = "oklc.toml";

/// Settings as written in `oklc.toml` or `initializationOptions`: every field optional.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Settings {
    #[serde(alias = "mode")]
    pub backend: Option<String>,
    pub include: Option<Vec<PathBuf>>,
    pub defines: Option<Vec<String>>,
    pub force_include: Option<Vec<PathBuf>>,
    pub warnings: Option<Warnings>,
}

#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Warnings {
    pub conversion: Option<bool>,
}

impl Settings {
    /// `other`'s fields where it has them, else `self`'s.
    pub fn overridden_by(self, other: &Settings) -> Settings {
        Settings {
            backend: other.backend.clone().or(self.backend),
            include: other.include.clone().or(self.include),
            defines: other.defines.clone().or(self.defines),
            force_include: other.force_include.clone().or(self.force_include),
            warnings: match (&other.warnings, self.warnings) {
                (Some(o), Some(s)) => Some(Warnings { conversion: o.conversion.or(s.conversion) }),
                (o, s) => o.clone().or(s),
            },
        }
    }

    /// Relative paths made relative to `base` (the folder of the file that named them).
    fn anchored(mut self, base: &Path) -> Settings {
        for list in [&mut self.include, &mut self.force_include].into_iter().flatten() {
            for path in list.iter_mut() {
                if path.is_relative() {
                    *path = base.join(&*path);
                }
            }
        }
        self
    }

    /// The driver options these settings give.
    pub fn options(&self) -> oklc_driver::Options {
        let defines = self.defines.iter().flatten().map(|d| match d.split_once('=') {
            Some((name, value)) => oklc_driver::MacroAction::Define {
                name: name.to_string(),
                value: Some(value.to_string()),
            },
            None => oklc_driver::MacroAction::Define { name: d.clone(), value: None },
        });
        oklc_driver::Options {
            include_dirs: self.include.clone().unwrap_or_default(),
            forced_includes: self.force_include.clone().unwrap_or_default(),
            macros: defines.collect(),
            mode: self
                .backend
                .as_deref()
                .and_then(|b| b.parse().ok())
                .unwrap_or(oklc_driver::Backend::Serial),
            lint: oklc_driver::LintOptions {
                conversion: self.warnings.as_ref().and_then(|w| w.conversion).unwrap_or(true),
            },
            ..oklc_driver::Options::default()
        }
    }
}

/// The settings of the file at `path`: the nearest `oklc.toml` at or above its folder (an error
/// message when that file is malformed), overridden by `client`.
pub fn for_file(path: &Path, client: &Settings) -> (Settings, Option<String>) {
    let mut dir = path.parent();
    while let Some(d) = dir {
        let candidate = d.join(FILE_NAME);
        if let Ok(text) = std::fs::read_to_string(&candidate) {
            return match toml::from_str::<Settings>(&text) {
                Ok(settings) => (settings.anchored(d).overridden_by(client), None),
                Err(e) => (client.clone(), Some(format!("{}: {e}", candidate.display()))),
            };
        }
        dir = d.parent();
    }
    (client.clone(), None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_file_is_read_and_client_settings_win() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let sub = dir.path().join("kernels");
        std::fs::create_dir_all(&sub).expect("folder");
        std::fs::write(
            dir.path().join(FILE_NAME),
            "backend = \"cuda\"\ninclude = [\"inc\"]\ndefines = [\"N=4\"]\n[warnings]\nconversion = false\n",
        )
        .expect("write");
        let client = Settings { backend: Some("openmp".into()), ..Settings::default() };
        let (settings, error) = for_file(&sub.join("k.okl"), &client);
        assert_eq!(error, None);
        assert_eq!(settings.backend.as_deref(), Some("openmp"));
        assert_eq!(settings.include, Some(vec![dir.path().join("inc")]));
        let options = settings.options();
        assert_eq!(options.macros.len(), 1);
        assert!(!options.lint.conversion);

        std::fs::write(dir.path().join(FILE_NAME), "bakend = 1\n").expect("write");
        let (_, error) = for_file(&sub.join("k.okl"), &Settings::default());
        assert!(error.is_some_and(|e| e.contains("bakend")));
    }
}
