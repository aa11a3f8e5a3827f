// Runtime @inner extents with @max_inner_dims(8, 4): statements using an @exclusive in the body of
// the outer @inner level run once per work-item of the runtime x extent `nx` (the @atomic too).
extern "C" void exclusiveMidMaxInner(const int &nB, const int &nx, const int &ny, const int *x, int *y, int *cnt) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int e[32];
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < ny; ++ty) {
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < nx; ++_occa_exclusive_x) {
        _occa_exclusive_index = 8 * ty + _occa_exclusive_x;
        e[_occa_exclusive_index] = x[b * ny + ty];
      }
      for (int tx = 0; tx < nx; ++tx) {
        _occa_exclusive_index = 8 * ty + tx;
        e[_occa_exclusive_index] += tx;
      }
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < nx; ++_occa_exclusive_x) {
        _occa_exclusive_index = 8 * ty + _occa_exclusive_x;
        e[_occa_exclusive_index] *= 2;
        #pragma omp atomic
        cnt[b] += e[_occa_exclusive_index];
      }
      for (int tx = 0; tx < nx; ++tx) {
        _occa_exclusive_index = 8 * ty + tx;
        y[(b * ny + ty) * nx + tx] = e[_occa_exclusive_index];
      }
    }
  }
}
