// `@atomic` updates whose target is a call of a helper returning a reference: an lvalue, so
// OKL0560 accepts it (a helper returning a value is reported, tests/data/sema/err).
__global int *slotOf(__global int *a, int i) {
  return &a[i];
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_atomicReferenceCall_0(const int nb, __global int *hist) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      atomic_add(&*slotOf(hist, t % 4), (t));
      atomic_inc(&*slotOf(hist, 4));
    }
  }
}
