// Statements and expressions whose printed form is easy to get wrong: a dangling `else`,
// `- -x` and `a - -b`, `x++ + y`, unary operators stacked (`!!`, `~-`, `-~`), an assignment
// to a conditional lvalue, right-associative nested `?:`, chained assignment, a comma
// expression with a side effect, `for` loops with empty parts and two iterators,
// `while (k--)`, casts of negative literals, and literal spellings (`.5e1f`, `'\''`, `0x80000000u`,
// adjacent string literals).
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_printerEdges_0(const int n, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int v = x[b * 4 + t];
      int a = 0;
      int c = 0;
      int d = 0;
      if (v > 2) {
        if (v > 5) {
          a = 1;
        } else {
          a = 2;
        }
      }
      int m = -(-v) + (a - -c);
      int p = v;
      int q = 3;
      m += p++ + q;
      m += !!v + ~-v + -~v;
      *(v % 2 ? &c : &d) = 7;
      m += c * 10 + d * 100;
      m += v < 3 ? 1 : v < 6 ? 2 : 3;
      int e;
      int f;
      e = f = v * 2;
      m += (e += 1, e * f);
      int s = 0;
      for (int i = 0, j = 4; i < j; ++i, --j) {
        s += j - i;
      }
      for (int k = 0;;) {
        if (++k > 3) {
          break;
        }
        s += k;
      }
      int k = 3;
      while (k--) {
        s += 1000;
      }
      m += s + (int)-1 + (int)-2.5f + (int).5e1f;
      __constant const char *str = "ab" "c\"d";
      m += (str[3] == '"') + ('\'' == 39) * 10 + (int)(0x80000000u >> 31) * 100;
      y[b * 4 + t] = m;
    }
  }
}
