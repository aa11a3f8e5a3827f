// Writes to by-value kernel parameters inside `@inner` loops. On GPU backends every work-item
// has its own copy of each parameter, initialised with the argument (CUDA/HIP/OpenCL kernel
// parameters are per-thread locals), so `scale *= 2` gives twice the argument in every item and
// `x += t` points each item at element t of its row. The host backends pass scalars by
// reference (spec §7: the trampoline passes addresses) and keep pointers as one shared
// variable, so the writes accumulate over all work-items (serial) or race between threads
// (OpenMP). Legacy OCCA prints the same host code; oklc copies the parameters per work-item.
extern "C" void paramWrites(const int &n, float &scale, int &bias, const float *x, float *y) {
  #pragma omp parallel for
  for (int b = 0; b < n; ++b) {
    for (int t = 0; t < 4; ++t) {
      float _occa_param_scale = scale;
      int _occa_param_bias = bias;
      const float *_occa_param_x = x;
      _occa_param_scale *= 2.0f;
      _occa_param_bias += t;
      _occa_param_x += t;
      y[b * 4 + t] = _occa_param_scale * _occa_param_x[b * 4] + _occa_param_bias;
    }
  }
}
