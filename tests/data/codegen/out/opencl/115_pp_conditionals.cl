// Kernel variants selected by `-D` values through `#if`/`#elif` chains with arithmetic,
// `defined X` without parentheses, character constants, unsigned promotion (`-1 > 0u` is true
// in `#if`), `#ifndef` defaults, nested conditionals, and `#undef`/redefinition.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_ppConditionals_0(const int N, __global int *out) {
  {
    int b = 0 + (4 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int base = 1000;
      if (b + t < N) {
        out[b + t] = base + 4 * 100 + 1 * 7 + 10 + 5 + t;
      }
    }
  }
}
