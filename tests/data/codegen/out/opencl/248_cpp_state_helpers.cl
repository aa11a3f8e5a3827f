// C++ inside kernels: helpers in a nested namespace, a struct with a constructor and member
// functions held in `@exclusive` state across two `@inner` loops, an `enum class` bound via a
// cast, a file-scope `constexpr` function as a `@shared` extent (a namespaced one is known bug 249), `static_assert`, a template helper with
// a non-type parameter, `switch` with fallthrough and a `do`/`while` inside `@inner`.
inline int util__detail__twice(int x) {
  return 2 * x;
}

inline int _occa_util__addK_7(int x) {
  return x + 7;
}

int pad(int n) {
  return n + 1;
}

struct Acc {
  int sum;
  int count;
};

struct Acc _occa_Acc__Acc_0() {
  struct Acc _occa_self = {0};
  struct Acc *this_ = &_occa_self;
  this_->sum = 0;
  this_->count = 0;
  return _occa_self;
}

struct Acc _occa_Acc__Acc_1(int s) {
  struct Acc _occa_self = {0};
  struct Acc *this_ = &_occa_self;
  this_->sum = s;
  this_->count = 1;
  return _occa_self;
}

void Acc__add(struct Acc *this_, int v) {
  this_->sum += v;
  ++this_->count;
}

int Acc__mean(const struct Acc *this_) {
  return this_->count ? this_->sum / this_->count : -1;
}

enum Width {
  Width__Narrow = 4,
  Width__Wide = 8
};

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_cppState_0(const int groups, __global const int *in, __global int *out, __global int *other) {
  __local int s[5];
  {
    int g = 0 + get_group_id(0);
    struct Acc acc = _occa_Acc__Acc_0();
    {
      int t = 0 + get_local_id(0);
      acc = _occa_Acc__Acc_1(in[g * 4 + t]);
      int k = 0;
      do {
        Acc__add(&acc, util__detail__twice(k));
        ++k;
      } while (k < t);
      s[t] = acc.sum;
      if (t == 0) {
        s[4] = 100;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      int r = 0;
      switch (t) {
        case 0:
          r += 1;
        case 1:
          r += 10;
          break;
        case 2:
          {
            r = _occa_util__addK_7(r);
            break;
          }
        default:
          r = -1;
      }
      out[g * 4 + t] = Acc__mean(&acc) * 1000 + s[(t + 1) % 4] + s[4];
      other[g * 4 + t] = r + acc.count * 100;
    }
  }
}
