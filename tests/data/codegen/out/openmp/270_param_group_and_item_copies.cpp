// A kernel parameter or `@outer` iterator written both in an `@outer` body (once per group, every
// work-item alike) and inside `@inner` loops (per work-item). On a GPU each work-item's copy
// takes the group's writes and then its own. The host needs a group copy and, initialised from
// it, a per-work-item copy; both used to get the same name, so the per-work-item copy read
// itself (`int _occa_param_n = _occa_param_n;`, uninitialised) or, as an @exclusive array, was
// declared twice in one block. Shapes:
// * `scale`: group write, then per-item writes through a lambda called from a
//   `#pragma unroll` loop (plain per-item copy);
// * `n`: group write, per-item writes in one @inner loop read by the next (@exclusive copy),
//   with a `@shared` buffer and a barrier between;
// * `b`: an @outer iterator scaled in its body and stepped per work-item by a backward `goto`;
// * `m`: written in an @outer(1) body, an @outer(0) body and an @inner body (three copies);
// * `bias`: group write above a `@tile(2, @inner, @inner)` loop that writes it per item.
extern "C" void groupAndItemCopies(int &n, float &scale, int &m, int &bias, float *x, int *y, int *z, int *w) {
  #pragma omp parallel for
  for (int b = 0; b < 3; ++b) {
    int _occa_exclusive_index;
    int _occa_param_n = n;
    float _occa_param_scale = scale;
    int s_sum[4];
    _occa_param_scale *= 0.5f;
    _occa_param_n += 10 * b;
    int _occa_param_n__2[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      _occa_param_n__2[_occa_exclusive_init] = _occa_param_n;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      float _occa_param_scale__2 = _occa_param_scale;
      auto grow = [&](int k) {
        _occa_param_scale__2 += k * t;
      };
      #pragma GCC unroll 3
      for (int k = 0; k < 3; ++k) {
        grow(k);
      }
      x[b * 4 + t] = _occa_param_scale__2;
      _occa_param_n__2[_occa_exclusive_index] += t;
      s_sum[t] = t * t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      y[b * 4 + t] = _occa_param_n__2[_occa_exclusive_index] * 100 + s_sum[3 - t];
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < 3; ++b) {
    int _occa_iter_b = b;
    _occa_iter_b *= 10;
    for (int t = 0; t < 4; ++t) {
      int _occa_iter_b__2 = _occa_iter_b;
      int steps = 0;
    again:
      if (steps < t) {
        ++steps;
        ++_occa_iter_b__2;
        goto again;
      }
      z[_occa_iter_b__2 / 10 * 4 + t] = _occa_iter_b__2;
    }
  }
  #pragma omp parallel for
  for (int a = 0; a < 2; ++a) {
    int _occa_param_m = m;
    _occa_param_m += 1000 * a;
    for (int c = 0; c < 2; ++c) {
      int _occa_param_m__2 = _occa_param_m;
      int _occa_param_bias = bias;
      _occa_param_m__2 += 100 * c;
      _occa_param_bias += a + c;
      for (int _occa_tiled_i = 0; _occa_tiled_i < 6; _occa_tiled_i += 2) {
        for (int i = _occa_tiled_i; i < _occa_tiled_i + 2; ++i) {
          int _occa_param_m__3 = _occa_param_m__2;
          int _occa_param_bias__2 = _occa_param_bias;
          if (i < 6) {
            _occa_param_m__3 += i;
            _occa_param_bias__2 *= 2;
            w[(a * 2 + c) * 6 + i] = _occa_param_m__3 * 10 + _occa_param_bias__2;
          }
        }
      }
    }
  }
}
