// Explicit axes in the C++ spelling on a 2-D grid of groups with 3-D groups, a warp barrier in
// the normalised form with its string argument escaped inside the attribute string, and a
// `@shared` cube read back in reversed order.
extern "C" void reverseCubes(const int &Nx, const int &Ny, const float *in, float *out) {
  for (int by = 0; by < Ny; ++by) {
    for (int bx = 0; bx < Nx; ++bx) {
      float s_c[3][3][3];
      const int base = (by * Nx + bx) * 3 * 3 * 3;
      for (int k = 0; k < 3; ++k) {
        for (int j = 0; j < 3; ++j) {
          for (int i = 0; i < 3; ++i) {
            s_c[k][j][i] = in[base + (k * 3 + j) * 3 + i] + by - bx;
          }
        }
      }
      for (int k = 0; k < 3; ++k) {
        for (int j = 0; j < 3; ++j) {
          for (int i = 0; i < 3; ++i) {
            out[base + (k * 3 + j) * 3 + i] = s_c[3 - 1 - i][3 - 1 - k][j];
          }
        }
      }
    }
  }
}
