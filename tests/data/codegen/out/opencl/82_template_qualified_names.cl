// Template-ids in qualified names: `Pow<K>::eval(x)` (a static member function of a class
// template specialization), `Traits<T>::value_type` (a member typedef as a declaration's
// type), `util::cube<int>(v)` (a namespace-qualified function template with explicit
// arguments), and an explicit specialization `template <> struct Pow<0>` ending a recursion.
inline int _occa_util__cube_int(int x) {
  return x * x * x;
}

struct _occa_Pow_0 {
};

static int _occa_Pow_0__eval(int) {
  return 1;
}

struct _occa_Pow_1 {
};

static int _occa_Pow_1__eval(int x) {
  return x * _occa_Pow_0__eval(x);
}

struct _occa_Pow_2 {
};

static int _occa_Pow_2__eval(int x) {
  return x * _occa_Pow_1__eval(x);
}

struct _occa_Pow_3 {
};

static int _occa_Pow_3__eval(int x) {
  return x * _occa_Pow_2__eval(x);
}

// namespace util
struct _occa_Traits_int {
};

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_templateQualifiedNames_0(const int n, __global const int *x, __global int *y) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        float half_ = 0.5f * x[i];
        y[i] = _occa_Pow_3__eval(x[i]) + 2 * (int)(half_ * 2.0f) - _occa_util__cube_int(t);
      }
    }
  }
}
