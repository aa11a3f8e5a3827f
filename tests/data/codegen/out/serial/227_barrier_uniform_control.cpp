// `@barrier` under uniform control flow between `@inner` loops: inside an `if` on a kernel
// argument, in both branches of an `if`/`else` on the `@outer` iterator, in a regular loop whose
// uniform `continue` skips a phase and whose `break` ends it, and after a `while` loop; the
// `@inner` bodies hold regular loops with their own `continue`/`break` (not uniform), and a
// `@shared` ping-pong buffer carries values between phases.
extern "C" void barrierControl(const int &nb, const int &rounds, const int &skip, const int *x, int *out) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int buf[2][8];
    int cur[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      cur[_occa_exclusive_index] = 0;
      buf[0][t] = x[b * 8 + t];
    }
    if (skip > 0) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        buf[1][t] = buf[0][(t + 1) % 8];
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        buf[0][t] = buf[1][t] * 2;
      }
    }
    for (int r = 0; r < rounds; ++r) {
      if (r == skip) {
        continue;
      }
      if (r > 5) {
        break;
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        int acc = 0;
        for (int k = 0; k < 8; ++k) {
          if ((k + t) % 3 == 0) {
            continue;
          }
          if (k > t + 4) {
            break;
          }
          acc += buf[cur[_occa_exclusive_index]][k];
        }
        buf[1 - cur[_occa_exclusive_index]][t] = acc % 1000;
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        cur[_occa_exclusive_index] = 1 - cur[_occa_exclusive_index];
      }
    }
    if (b % 2 == 0) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        buf[1 - cur[_occa_exclusive_index]][t] = buf[cur[_occa_exclusive_index]][8 - 1 - t];
      }
    } else {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        buf[1 - cur[_occa_exclusive_index]][t] = -buf[cur[_occa_exclusive_index]][t];
      }
    }
    int steps = 0;
    while (steps < 2) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        int k = 0;
        do {
          if (k == t) {
            break;
          }
          buf[1 - cur[_occa_exclusive_index]][t] += 1;
        } while (++k < 3);
      }
      ++steps;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      out[b * 8 + t] = buf[1 - cur[_occa_exclusive_index]][t] * 10 + cur[_occa_exclusive_index];
    }
  }
}
