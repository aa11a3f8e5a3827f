// Three outer and three inner loops, no explicit axes.
extern "C" void nest3d(const int &NX, const int &NY, const int &NZ, int *out) {
  for (int z = 0; z < NZ; ++z) {
    for (int y = 0; y < NY; ++y) {
      for (int x = 0; x < NX; ++x) {
        for (int k = 0; k < 2; ++k) {
          for (int j = 0; j < 3; ++j) {
            for (int i = 0; i < 4; ++i) {
              const int cell = (z * NY + y) * NX + x;
              out[cell * 24 + (k * 3 + j) * 4 + i] = cell * 1000 + k * 100 + j * 10 + i;
            }
          }
        }
      }
    }
  }
}
