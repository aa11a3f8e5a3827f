// Writes to by-value kernel parameters inside `@inner` loops. On GPU backends every work-item
// has its own copy of each parameter, initialised with the argument (CUDA/HIP/OpenCL kernel
// parameters are per-thread locals), so `scale *= 2` gives twice the argument in every item and
// `x += t` points each item at element t of its row. The host backends pass scalars by
// reference (spec §7: the trampoline passes addresses) and keep pointers as one shared
// variable, so the writes accumulate over all work-items (serial) or race between threads
// (OpenMP). Legacy OCCA prints the same host code; oklc copies the parameters per work-item.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_paramWrites_0(const int n, float scale, int bias, __global const float *x, __global float *y) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      scale *= 2.0f;
      bias += t;
      x += t;
      y[b * 4 + t] = scale * x[b * 4] + bias;
    }
  }
}
