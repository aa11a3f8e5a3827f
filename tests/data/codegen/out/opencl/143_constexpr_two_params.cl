// `constexpr` functions of two parameters (one calling the other, one recursive) and elements
// of an unsized `constexpr` array in a `@shared` extent and in `@inner` bounds that size
// `@exclusive` storage.
int span2(int a, int b) {
  return a * b + (a > b ? a - b : b - a);
}

int pw(int base, int e) {
  return e == 0 ? 1 : base * pw(base, e - 1);
}

__constant const int widths[] = {3, 2, 5};

typedef long ilong;

__kernel __attribute__((reqd_work_group_size(7, 1, 1))) void _occa_constexprTwoParams_0(const int nb, __global int *out) {
  __local int s[16];
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int t = 0 + get_local_id(0);
      s[t] = t * (int)(ilong)9;
      e = b * 100 + t;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      out[b * 7 + t] = e + s[6 - t];
    }
  }
}
