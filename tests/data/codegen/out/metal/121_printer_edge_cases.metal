#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Statements and expressions whose printed form is easy to get wrong: a dangling `else`,
// `- -x` and `a - -b`, `x++ + y`, unary operators stacked (`!!`, `~-`, `-~`), an assignment
// to a conditional lvalue, right-associative nested `?:`, chained assignment, a comma
// expression with a side effect, `for` loops with empty parts and two iterators,
// `while (k--)`, casts of negative literals, and literal spellings (`.5e1f`, `'\''`, `0x80000000u`,
// adjacent string literals).
kernel void _occa_printerEdges_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
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
      (v % 2 ? c : d) = 7;
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
      constant const char *str = "ab" "c\"d";
      m += (str[3] == '"') + ('\'' == 39) * 10 + (int)(0x80000000u >> 31) * 100;
      y[b * 4 + t] = m;
    }
  }
}
