// A nekRS-style block dot product whose work-group shape is a run-time nx x ny under
// `@max_inner_dims(p_maxNx, p_maxNy)`: `@nobarrier` on the register-loading nest (the next nest
// reads only the work-item's own @exclusive registers), a tree reduction in a regular loop whose
// nests run in the transposed order with explicit axes and `@barrier()` at the top, and a last
// nest marked `@nobarrier` reading the reduced value and the registers. @exclusive arrays of
// p_K entries per work-item (`#pragma unroll p_K`) and an @exclusive base index survive all
// nests; the @outer bound depends on the run-time extents.
extern "C" void blockedDotRuntime(const int &N, const int &nx, const int &ny, const double *__restrict__ x, const double *__restrict__ y, double *__restrict__ blockDot, double *__restrict__ scaled) {
  for (int b = 0; b < (N + 3 * nx * ny - 1) / (3 * nx * ny); ++b) {
    int _occa_exclusive_index;
    double s_dot[8 * 4];
    double r_x[32][3];
    double r_y[32][3];
    int r_base[32];
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < ny; ++ty) {
      for (int tx = 0; tx < nx; ++tx) {
        _occa_exclusive_index = 8 * ty + tx;
        r_base[_occa_exclusive_index] = b * 3 * nx * ny + tx + nx * ty;
        #pragma GCC unroll 3
        for (int k = 0; k < 3; ++k) {
          const int id = r_base[_occa_exclusive_index] + k * nx * ny;
          r_x[_occa_exclusive_index][k] = id < N ? x[id] : 0;
          r_y[_occa_exclusive_index][k] = id < N ? y[id] : 0;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < ny; ++ty) {
      for (int tx = 0; tx < nx; ++tx) {
        _occa_exclusive_index = 8 * ty + tx;
        double dot = 0;
        #pragma GCC unroll 3
        for (int k = 0; k < 3; ++k) {
          dot += r_x[_occa_exclusive_index][k] * r_y[_occa_exclusive_index][k];
        }
        s_dot[tx + nx * ty] = dot;
      }
    }
    for (int alive = nx * ny / 2; alive > 0; alive /= 2) {
      _occa_exclusive_index = 0;
      for (int tx = 0; tx < nx; ++tx) {
        for (int ty = 0; ty < ny; ++ty) {
          _occa_exclusive_index = tx + 8 * ty;
          const int t = tx + nx * ty;
          if (t < alive) {
            s_dot[t] += s_dot[t + alive];
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < ny; ++ty) {
      for (int tx = 0; tx < nx; ++tx) {
        _occa_exclusive_index = 8 * ty + tx;
        if (tx == 0 && ty == 0) {
          blockDot[b] = s_dot[0];
        }
        for (int k = 0; k < 3; ++k) {
          const int id = r_base[_occa_exclusive_index] + k * nx * ny;
          if (id < N) {
            scaled[id] = r_x[_occa_exclusive_index][k] * s_dot[0] - r_y[_occa_exclusive_index][k];
          }
        }
      }
    }
  }
}
