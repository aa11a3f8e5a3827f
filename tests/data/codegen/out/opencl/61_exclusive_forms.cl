// @exclusive forms: two declarators with one initializer, a 2-D array, a struct, a pointer,
// address-of passed to a helper, sizeof, and a block-local variable shadowing an @exclusive name.
struct acc_t {
  int a;
  float b[2];
};

void addTo(int *p, int v) {
  *p += v;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveForms_0(const int nB, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int e;
    int g = 3;
    int m[2][3];
    struct acc_t st;
    __global const int *p;
    {
      int t = 0 + get_local_id(0);
      e = x[b * 4 + t];
      {
        int e = 100;
        m[1][2] = e;
      }
      addTo(&e, 5);
      st.a = e;
      st.b[1] = 0.5f * e;
      p = x + b * 4 + (3 - t);
      m[0][0] = sizeof(e) + sizeof(m) / sizeof(int);
    }
    {
      int t = 0 + get_local_id(0);
      int *q = &m[0][0];
      y[b * 4 + t] = e + g + m[1][2] + q[0] + st.a + (int)st.b[1] + *p;
    }
  }
}
