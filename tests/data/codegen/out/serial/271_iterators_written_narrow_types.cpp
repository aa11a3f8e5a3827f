// OKL iterators of types narrower than `int` (a `signed char` @outer loop that OpenMP
// parallelises, `unsigned char` and `short` @inner loops starting near their limits) written
// inside @inner bodies, next to a user @exclusive array:
// * the @outer iterator stepped in the mid-level body of a 2-D nest and read in the next
//   innermost loop (an @exclusive per-work-item copy, replicated across the mid-level body);
// * an innermost `short` iterator bumped after a `#pragma unroll 3` loop that fills the
//   @exclusive array (a plain copy first in the body);
// * an `unsigned char` @inner iterator advanced by a grid-stride `while` inside its body, writing
//   a `@shared` histogram read after a barrier.
extern "C" void narrowIteratorsWritten(const int &n, int *z, int *h) {
  for (signed char g = 100; g < 110; g += 3) {
    int _occa_exclusive_index;
    int r[12][3];
    int s_h[8];
    signed char _occa_iter_g[12];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 12; ++_occa_exclusive_init) {
      _occa_iter_g[_occa_exclusive_init] = g;
    }
    _occa_exclusive_index = 0;
    for (unsigned char t = 250; t < 254; ++t) {
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 3; ++_occa_exclusive_x) {
        _occa_exclusive_index = 3 * (t - 250) + _occa_exclusive_x;
        _occa_iter_g[_occa_exclusive_index] += 1;
      }
      for (short s = -2; s < 1; ++s) {
        _occa_exclusive_index = 3 * (t - 250) + (s - -2);
        short _occa_iter_s = s;
        #pragma GCC unroll 3
        for (int k = 0; k < 3; ++k) {
          r[_occa_exclusive_index][k] = _occa_iter_g[_occa_exclusive_index] * 1000 + t * 10 + _occa_iter_s + k;
        }
        _occa_iter_s += 100;
        if (_occa_iter_s < 99) {
          r[_occa_exclusive_index][1] = -1;
        }
      }
      for (short s = -2; s < 1; ++s) {
        _occa_exclusive_index = 3 * (t - 250) + (s - -2);
        z[((_occa_iter_g[_occa_exclusive_index] - 101) / 3 * 4 + (t - 250)) * 3 + (s + 2)] = r[_occa_exclusive_index][0] + r[_occa_exclusive_index][2] + (_occa_iter_g[_occa_exclusive_index] - 101) % 3;
      }
    }
    _occa_exclusive_index = 0;
    for (unsigned char u = 0; u < 4; ++u) {
      for (short s = 0; s < 3; ++s) {
        _occa_exclusive_index = 3 * u + s;
        if (s == 0) {
          s_h[u] = 0;
          s_h[u + 4] = 0;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (unsigned char u = 250; u < 254; ++u) {
      for (short s = 0; s < 3; ++s) {
        _occa_exclusive_index = 3 * (u - 250) + s;
        unsigned char _occa_iter_u = u;
        if (s == 0) {
          while (_occa_iter_u < n + 250) {
            s_h[(_occa_iter_u - 250) % 8] += r[_occa_exclusive_index][1];
            _occa_iter_u += 2;
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (unsigned char u = 0; u < 4; ++u) {
      for (short s = 0; s < 3; ++s) {
        _occa_exclusive_index = 3 * u + s;
        if (s < 2) {
          h[(_occa_iter_g[_occa_exclusive_index] - 100) / 3 * 8 + u * 2 + s] = s_h[u * 2 + s];
        }
      }
    }
  }
}
