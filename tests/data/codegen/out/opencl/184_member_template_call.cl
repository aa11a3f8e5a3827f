// A member function template called with explicit template arguments (`p.as<float>(...)`,
// `q->as<int>(...)`) inside an `@inner` body: valid C++ (the object type is not dependent).
struct Pair {
  int a;
  int b;
};

float _occa_Pair__as_float(const struct Pair *this_, float f) {
  return (float)this_->a * f + (float)this_->b;
}

int _occa_Pair__as_int(const struct Pair *this_, int f) {
  return (int)this_->a * f + (int)this_->b;
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_memberTemplateCall_0(const int n, __global float *y, __global int *z) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const struct Pair p = {b, t};
      const struct Pair *q = &p;
      y[b * 2 + t] = _occa_Pair__as_float(&p, 0.5f);
      z[b * 2 + t] = _occa_Pair__as_int(q, 3);
    }
  }
}
