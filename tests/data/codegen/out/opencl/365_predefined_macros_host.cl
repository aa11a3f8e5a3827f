// The predefined macros of spec §10.2 as the host backends see them: `OKL_MODE` is the mode in
// upper case ("SERIAL", "OPENMP"), `OKL_KERNEL_HASH` is "unknown" (no `hash` property), the
// version macros encode 2.0.0, `__OKL__`/`__OCCA__` are 1, `OCCA_USING_GPU` is not defined
// (GPU modes only), and the alternative tokens are macros usable in `#if` and in code.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_predefinedMacros_0(const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[t] = t < (int)sizeof("OPENCL") ? "OPENCL"[t] : -1;
      out[16 + t] = t < (int)sizeof("unknown") ? "unknown"[t] : -1;
      int v = -1;
      switch (t) {
        case 0:
          v = 20000;
          break;
        case 1:
          v = 20000;
          break;
        case 2:
          v = 2 * 100 + 0 * 10 + 0;
          break;
        case 3:
          v = 1 + 2 * 1;
          break;
        case 4:
          v = 1;
          break;
        case 5:
          v = 3;
          break;
        case 6:
          v = (1 | 4) ^ 2;
          break;
        case 7:
          v = !(t == 7) || t & 1;
          break;
        default:
          v = n + t;
          break;
      }
      out[32 + t] = v;
    }
  }
}
