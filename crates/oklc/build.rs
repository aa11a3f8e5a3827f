//! Records what `oklc --version --verbose` prints about the build: the commit (from git, when
//! the source is a checkout), the build date (`SOURCE_DATE_EPOCH` when set, for reproducible
//! builds) and the target.

use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

fn main() {
    let git = |args: &[&str]| {
        let out = Command::new("git").args(args).output().ok()?;
        let text = String::from_utf8(out.stdout).ok()?;
        out.status.success().then(|| text.trim().to_string())
    };
    let commit = git(&["rev-parse", "HEAD"]).unwrap_or_else(|| "unknown".into());
    // A new commit changes HEAD (a branch) or the ref it names.
    for path in [
        git(&["rev-parse", "--git-path", "HEAD"]),
        git(&["rev-parse", "--symbolic-full-name", "HEAD"])
            .and_then(|name| git(&["rev-parse", "--git-path", &name])),
    ]
    .into_iter()
    .flatten()
    {
        println!("cargo:rerun-if-changed={path}");
    }
    println!("cargo:rerun-if-env-changed=SOURCE_DATE_EPOCH");
    let seconds = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or_else(|| SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()));
    println!("cargo:rustc-env=OKLC_COMMIT={commit}");
    println!("cargo:rustc-env=OKLC_BUILD_DATE={}", date(seconds / 86_400));
    println!("cargo:rustc-env=OKLC_TARGET={}", std::env::var("TARGET").unwrap_or_default());
}

/// `YYYY-MM-DD` of a day counted from 1970-01-01 (the proleptic Gregorian calendar).
fn date(days: u64) -> String {
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}
