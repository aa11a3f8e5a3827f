// C++11 list-initialised temporaries `T{...}` (explicit type conversion with a braced
// initializer list): returned from a helper, used as a member access operand, nested, and
// `int{v}`. They must be printed as written, with one pair of braces.
struct Pair {
  float lo;
  float hi;
};

struct Box {
  struct Pair p;
  int n;
};

inline struct Pair makePair(float a, float b) {
  return (struct Pair){a, b};
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_braceTemporaries_0(const int n, __global const float *x, __global float *y) {
  {
    int b = 0 + (4 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        const struct Pair q = makePair(x[i], 2.0f * x[i]);
        const float hi = ((struct Pair){x[i], 3.0f}).hi;
        const struct Box box = (struct Box){(struct Pair){1.0f, x[i]}, (int){4}};
        y[i] = q.lo + q.hi + hi + box.p.hi * box.n;
      }
    }
  }
}
