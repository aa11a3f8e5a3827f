// Member functions defined outside their class (a constructor with a member-initializer list,
// `const` and static members, a member template) and a namespace's functions defined outside
// the namespace, all called from `@inner` bodies. The definitions keep what they were declared
// with: `const` after the parameters, the initializers, no return type for the constructor.
struct Acc {
  float s;
  int n;
  Acc(float v);
  float get() const;
  void add(float v);
  static float scale(int t);
};

Acc::Acc(float v) : s(v), n(0) {
}

float Acc::get() const {
  return s + n;
}

void Acc::add(float v) {
  s += v;
  ++n;
}

float Acc::scale(int t) {
  return 0.5f * t;
}

struct Pair {
  float a, b;
  float sum() const;
  template <typename U>
  U as() const;
};

float Pair::sum() const {
  return a + b;
}

template <typename U>
U Pair::as() const {
  return static_cast<U>(a * b);
}

float geo__area(float w, float h);

inline float geo__half(float x);

float geo::area(float w, float h) {
  return w * h;
}

inline float geo::half(float x) {
  return 0.5f * x;
}

// namespace geo
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outOfClass_0(const int n, __global const float *in, __global float *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int i = b * 4 + t;
      struct Acc acc(in[i]);
      acc.add((Acc::scale)t);
      struct Pair p = {in[i], 2.0f};
      out[i] = acc.get() + p.sum() + p.as<int>() + geo__area((geo__half)in[i], 4.0f);
    }
  }
}
