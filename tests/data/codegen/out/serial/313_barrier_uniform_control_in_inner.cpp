// `@barrier` inside `@inner` bodies under control every work-item of the group shares: the body
// of an exact `@tile(16, @inner, @inner)` (its element loop starts at a per-work-item tile
// index but always runs 16 times), a `switch` on a kernel argument, a `while` on a `@shared`
// counter read at a fixed index, a regular loop over an `@outer`-body local bound with a
// uniform `continue` and `break`, a `?:` of kernel arguments as a bound. Values never rely on
// the barriers (host backends drop barriers inside `@inner` bodies).
extern "C" void uniformInner(const int &N, const int &mode, const float *x, float *y, int *rounds) {
  for (int b = 0; b < N; ++b) {
    float s_x[64];
    int s_n[2];
    const int reps = mode > 1 ? mode : 2;
    for (int _occa_tiled_i = 0; _occa_tiled_i < 64; _occa_tiled_i += 16) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + 16; ++i) {
        if (i < 64) {
          s_x[i] = x[b * 64 + i];
          s_n[i & 1] = i & 1 ? 0 : b + 1;
        }
      }
    }
    for (int tj = 0; tj < 4; ++tj) {
      for (int ti = 0; ti < 16; ++ti) {
        const int t = tj * 16 + ti;
        float v = s_x[t];
        switch (mode) {
          case 1:
            v *= 2.0f;
            break;
          case 3:
            v *= 3.0f;
            break;
          default:
            ;
            break;
        }
        int k = 0;
        while (k < s_n[0]) {
          v += 0.5f;
          ++k;
        }
        for (int r = 0; r < reps + 4; ++r) {
          if (r == 1) {
            continue;
          }
          if (r == reps) {
            break;
          }
          v += 1.0f;
        }
        y[b * 64 + t] = v;
        if (t == 0) {
          rounds[b] = k + reps;
        }
      }
    }
  }
}
