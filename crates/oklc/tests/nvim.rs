//! A real editor as the client: Neovim, headless, with its built-in LSP client, opens a kernel
//! and writes the diagnostics `oklc lsp` sent it (`tests/nvim/diagnostics.lua`). CI installs
//! Neovim (`.ci/run`); without it this test fails rather than skips.

use std::process::Command;

use serde_json::Value;

#[test]
fn neovim_shows_the_servers_diagnostics() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let kernel = dir.path().join("scale.okl");
    let text = "// Skalierung — ü 𝛼\n\
@kernel void scale(const int n, const float factor, float *x) {\n\
  for (int i = 0; i < n; ++i; @outer) {\n\
    for (int j = 0; j < 1; ++j; @inner) {\n\
      /* 𝛼 ü */ x[i] = factr * x[i];\n\
    }\n\
  }\n\
}\n";
    std::fs::write(&kernel, text).expect("write");
    let out = dir.path().join("diagnostics.json");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/nvim/diagnostics.lua");
    let status = Command::new("nvim")
        .args(["--headless", "--clean", "-n", "-c"])
        .arg(format!("luafile {script}"))
        .env("OKLC_BIN", env!("CARGO_BIN_EXE_oklc"))
        .env("OKLC_KERNEL", &kernel)
        .env("OKLC_OUT", &out)
        .status()
        .expect("nvim runs (CI installs the `neovim` package)");
    assert!(status.success(), "nvim: {status}");
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(&out).expect("the script's report"))
            .expect("JSON");
    assert_eq!(report["ok"], true, "no diagnostics arrived: {report}");
    let received = report["received"]["diagnostics"].as_array().expect("diagnostics");
    assert_eq!(received.len(), 1, "{report}");
    assert_eq!(received[0]["code"], "OKL0700");
    // Neovim converts the UTF-16 range to a byte column: it lands on `factr`.
    let line = text.lines().nth(4).expect("line 5");
    let shown = &report["shown"][0];
    assert_eq!(shown["lnum"], 4, "{report}");
    assert_eq!(shown["col"].as_u64(), line.find("factr").map(|c| c as u64), "{report}");
    assert!(shown["message"].as_str().is_some_and(|m| m.contains("did you mean `factor`")));
}
