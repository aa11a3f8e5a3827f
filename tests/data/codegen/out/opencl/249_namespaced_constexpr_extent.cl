// `constexpr` functions declared in namespaces as `@shared` extents and an `@inner` bound. g++
// accepts them; namespaces are printed as written, so oklc lowers their `constexpr` functions
// under qualified names for constant evaluation only. Inside such a function, names resolve
// from the innermost enclosing namespace outwards (`OFF` is `util::OFF`, `pad` in
// `util::deep` is `util::pad`), as in C++.
__constant const int util__OFF = 1;

int util__pad(int n) {
  return n + util__OFF;
}

int util__deep__twice(int n) {
  return 2 * util__pad(n) - 2;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_namespacedConstexpr_0(const int groups, __global int *out) {
  __local int s[5];
  __local int w[6];
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      s[t] = g * 10 + t;
      w[t] = t;
      if (t == 0) {
        s[4] = 7;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      out[g * 4 + t] = s[3 - t] + s[4] + w[t] - t + (sizeof(w) == 6 * sizeof(int) ? 0 : 1000);
    }
  }
}
