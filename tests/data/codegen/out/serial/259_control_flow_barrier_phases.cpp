// Control flow inside `@inner` bodies between barrier-separated phases of a regular loop: a
// `do`/`while` with `continue` (which jumps to the condition), a `switch` with fallthrough
// and a `default` in the middle, a backward `goto` loop and a forward `goto` past a block, a
// `continue` in a regular `for` inside the body; `@barrier` after each phase and `@barrier`
// inside an `if` on the regular loop's counter. `@shared` ping-pong buffers and an `@exclusive`
// carry connect the phases.
extern "C" void controlPhases(const int &n, const int &rounds, int *out) {
  for (int g = 0; g < n; ++g) {
    int _occa_exclusive_index;
    int buf[2][6];
    int carry[6];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 6; ++t) {
      _occa_exclusive_index = t;
      buf[0][t] = g + t;
      carry[_occa_exclusive_index] = 0;
    }
    for (int r = 0; r < rounds; ++r) {
      const int src = r % 2;
      const int dst = 1 - src;
      _occa_exclusive_index = 0;
      for (int t = 0; t < 6; ++t) {
        _occa_exclusive_index = t;
        int v = buf[src][(t + 1) % 6];
        int k = 0;
        do {
          ++k;
          if (k == 2) {
            continue;
          }
          v += k;
        } while (k < 4);
        switch ((t + r) % 4) {
          case 0:
            v *= 2;
          default:
            v += 1;
          case 2:
            v += 10;
            break;
          case 3:
            v -= 3;
        }
        int steps = 0;
      again:
        if (steps < t % 3) {
          ++steps;
          v += 100;
          goto again;
        }
        if (v % 2 == 0) {
          goto skip;
        }
        v += 1000;
      skip:
        for (int j = 0; j < 4; ++j) {
          if (j == t % 4) {
            continue;
          }
          carry[_occa_exclusive_index] += j;
        }
        buf[dst][t] = v % 100000;
      }
      if (r % 2 == 1) {
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 6; ++t) {
      _occa_exclusive_index = t;
      out[(g * 6 + t) * 2] = buf[rounds % 2][t];
      out[(g * 6 + t) * 2 + 1] = carry[_occa_exclusive_index];
    }
  }
}
