// Top-level `@outer` loops selected at run time: unbraced `if`/`else` branches that are
// `@outer` loops, an `@outer` loop in a `switch` case, and one in a `do { } while (0)`
// macro wrapper. On OpenMP each of them is a parallel loop.
extern "C" void outerInIf(const int &mode, const int &n, int *out) {
  if (mode == 0) {
    for (int b = 0; b < n; ++b) {
      for (int t = 0; t < 4; ++t) {
        out[b * 4 + t] += 1;
      }
    }
  } else {
    for (int b = 0; b < n; ++b) {
      for (int t = 0; t < 4; ++t) {
        out[b * 4 + t] += 2;
      }
    }
  }
  switch (mode) {
    case 1:
      for (int b = 0; b < n; ++b) {
        for (int t = 0; t < 4; ++t) {
          out[b * 4 + t] *= 10;
        }
      }
      break;
    default:
      for (int b = 0; b < n; ++b) {
        for (int t = 0; t < 4; ++t) {
          out[b * 4 + t] *= 100;
        }
      }
  }
  do {
    for (int b = 0; b < n; ++b) {
      for (int t = 0; t < 4; ++t) {
        out[b * 4 + t] += t;
      }
    }
  } while (0);
}
