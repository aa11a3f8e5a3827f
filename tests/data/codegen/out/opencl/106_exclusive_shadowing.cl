// Names that shadow `@exclusive` variables: a block-local `acc` inside the `@inner` body, a
// regular-loop iterator named like an `@exclusive` scalar, a helper whose parameter has the
// same name, a struct member of that name, and a second `@outer` nest whose plain local
// reuses the name. Only the `@exclusive` declarations' own uses are per-work-item copies.
struct Acc {
  int acc;
  int k;
};

static int twice(int acc) {
  return 2 * acc;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveShadowing_0(const int nb, __global const int *x, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int acc;
    int k;
    {
      int t = 0 + get_local_id(0);
      acc = x[b * 4 + t];
      k = 3;
      {
        int acc = 1000;
        out[b * 4 + t] = acc;
      }
      for (int k = 0; k < 2; ++k) {
        acc += k;
      }
    }
    {
      int t = 0 + get_local_id(0);
      struct Acc a;
      a.acc = 10 * acc;
      a.k = k;
      out[b * 4 + t] += twice(acc) + a.acc + a.k;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveShadowing_1(const int nb, __global const int *x, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      int acc = t;
      out[b * 4 + t] += 100000 * acc;
    }
  }
}
