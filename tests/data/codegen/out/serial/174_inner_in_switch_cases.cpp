// `@inner` loops inside the cases of a `switch` in an `@outer` body (the mode is a kernel
// argument and the outer iterator), with a case that falls through into the next one, a
// `@shared` buffer and an `@exclusive` value that must survive into the loop after the
// `switch`; plus an `@inner` loop inside `while` with an early `break` of the `while`.
extern "C" void innerInSwitch(const int &nb, const int &mode, const int *x, int *y) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int s[4];
    int e[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index] = x[b * 4 + t];
      s[t] = e[_occa_exclusive_index];
    }
    switch ((mode + b) % 3) {
      case 0:
        _occa_exclusive_index = 0;
        for (int t = 0; t < 4; ++t) {
          _occa_exclusive_index = t;
          e[_occa_exclusive_index] += s[4 - 1 - t];
        }
        [[fallthrough]];
      case 1:
        _occa_exclusive_index = 0;
        for (int t = 0; t < 4; ++t) {
          _occa_exclusive_index = t;
          e[_occa_exclusive_index] *= 2;
        }
        break;
      default:
        _occa_exclusive_index = 0;
        for (int t = 0; t < 4; ++t) {
          _occa_exclusive_index = t;
          e[_occa_exclusive_index] = -e[_occa_exclusive_index];
        }
        break;
    }
    int round = 0;
    while (true) {
      if (round == 3) {
        break;
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = t;
        e[_occa_exclusive_index] += round;
      }
      ++round;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      y[b * 4 + t] = e[_occa_exclusive_index];
    }
  }
}
