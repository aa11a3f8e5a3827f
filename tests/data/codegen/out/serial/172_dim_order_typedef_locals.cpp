// `@dim` + `@dimOrder` on a 3-D pointer typedef (used for a parameter and for a local pointer
// declared inside `@inner`), on a `@shared` array with a different 3-D order, and on a
// `const double` pointer typedef; column-major default and permuted strides mixed.
typedef float *grid3_t;

typedef const double *cgrid_t;

extern "C" void dimOrderTypedefs(const int &nE, grid3_t g, cgrid_t w, float *out) {
  for (int e = 0; e < nE; ++e) {
    float s[2 * 3 * 4];
    for (int z = 0; z < 4; ++z) {
      for (int x = 0; x < 2; ++x) {
        grid3_t ge = g + e * (2 * 3 * 4);
        for (int y = 0; y < 3; ++y) {
          s[z + 4 * (x + 2 * y)] = ge[y + 3 * (z + 4 * x)] * (float)w[z + 4 * x];
        }
      }
    }
    for (int z = 0; z < 4; ++z) {
      for (int x = 0; x < 2; ++x) {
        float acc = 0.0f;
        for (int y = 0; y < 3; ++y) {
          acc += s[z + 4 * (x + 2 * y)] * (y + 1);
        }
        out[(e * 4 + z) * 2 + x] = acc + s[4 - 1 - z + 4 * (x + 2 * (3 - 1))];
      }
    }
  }
}
