//! "Did you mean" suggestions for misspelt names.

/// Edit distance between two short strings (Levenshtein, by characters).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The closest candidate to `name`: a candidate that extends it (`global` → `globalPtr`), or
/// one within an edit distance of a third of its length (at least 1, at most 3); ties go to the
/// earlier candidate.
pub fn closest<'a>(name: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let lower = name.to_ascii_lowercase();
    if let Some(c) = candidates.iter().find(|c| c.to_ascii_lowercase() == lower) {
        return Some(c);
    }
    if !name.is_empty()
        && let Some(c) = candidates.iter().find(|c| c.to_ascii_lowercase().starts_with(&lower))
    {
        return Some(c);
    }
    let limit = (name.chars().count() / 3).clamp(1, 3);
    candidates
        .iter()
        .map(|c| (edit_distance(&lower, &c.to_ascii_lowercase()), *c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_names() {
        let known = ["outer", "inner", "globalPtr", "exclusive", "max_inner_dims"];
        assert_eq!(closest("global", &known), Some("globalPtr"));
        assert_eq!(closest("outter", &known), Some("outer"));
        assert_eq!(closest("exclusiv", &known), Some("exclusive"));
        assert_eq!(closest("maxInnerDims", &known), Some("max_inner_dims"));
        assert_eq!(closest("banana", &known), None);
    }
}
