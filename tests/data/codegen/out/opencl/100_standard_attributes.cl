// Standard C++ attributes inside a kernel: `[[fallthrough]];` between two `case` labels and
// `[[maybe_unused]]` on a local that only a debug build reads. They must reach the generated
// code, where they silence -Wimplicit-fallthrough (-Wextra) and -Wunused-variable (-Wall).
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_standardAttributes_0(const int n, __global const int *x, __global int *y) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        const int expected = 2 * x[i];
        int r = 0;
        switch (x[i] % 3) {
          case 0:
            r += 10;
            ;
          case 1:
            r += 1;
            break;
          default:
            r = -1;
        }
        y[i] = r;
      }
    }
  }
}
