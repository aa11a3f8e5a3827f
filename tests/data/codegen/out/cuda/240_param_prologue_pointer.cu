// Kernel parameters written outside `@inner` loops: in the host prologue (before every
// `@outer` loop: `shift += 1`, `x += 2`, which every GPU work-item would do alike, so the loops
// start from the new values), in an `@outer` body outside its `@inner` loop (`base += b`, done
// once per work-group, each group starting from the argument), and again inside `@inner`
// (`shift *= 2`, `x += t`, per work-item). Serial and OpenMP must not let one group's or one
// work-item's writes reach the next.
extern "C" __global__ __launch_bounds__(4) void _occa_paramPrologue_0(const int n, int shift, int base, const float *x, float *y, long long _occa_x_offset) {
  {
    int b = 0 + blockIdx.x;
    x += _occa_x_offset;
    base += 10 * b;
    {
      int t = 0 + threadIdx.x;
      shift *= 2;
      x += t;
      y[b * 4 + t] = x[b * 4] + shift + base;
    }
  }
}
