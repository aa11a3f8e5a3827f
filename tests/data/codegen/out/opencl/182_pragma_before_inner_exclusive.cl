// A loop pragma (`#pragma unroll 2`, or one injected with `@directive`) written right before a
// top-most `@inner` loop in an `@outer` body that has `@exclusive` state: on the host
// backends the exclusive-index reset must not end up between the pragma and its loop.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_pragmaBeforeInner_0(const int nb, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int v;
    {
      int t = 0 + get_local_id(0);
      v = b * 4 + t;
    }
    {
      int t = 0 + get_local_id(0);
      y[b * 4 + t] = v;
    }
    {
      int t = 0 + get_local_id(0);
      y[b * 4 + t] += 100 * v;
    }
  }
}
