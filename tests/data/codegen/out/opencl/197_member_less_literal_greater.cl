#pragma GCC diagnostic ignored "-Wparentheses"

// `p.a < 3 > (t)` where `a` is a data member is two comparisons, `(p.a < 3) > t` (valid C++;
// g++ -Wall warns about the chain, silenced below). Without the member's type oklc's parser
// reads it as a member template call (a literal argument and a call follow the `<`) and
// prints `p.a<3>(t - 1)`; a C++ compiler, which knows `a` is a data member, reads that text as
// the same two comparisons, so the result is right. The case pins that down.
struct P {
  int a;
};

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_memberLess_0(const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const struct P p = {b + t};
      out[b * 4 + t] = p.a<3>(t - 1);
    }
  }
}
