inline void _occa_std__swap_int(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

inline int _occa_std__exchange_int_int(int *obj, const int value) {
  int old = *obj;
  *obj = value;
  return old;
}


// By-value kernel parameters written through calls oklc does not see the body of: a member
// function that is neither `const` nor `static` (directly, through a member, an overload pair
// with a `const` twin), `std::swap` and `std::exchange`. On a GPU every work-item has its own
// copy of each parameter, so a write by one work-item is invisible to the others.
struct Counter {
  int n;
  int step;
};

void Counter__bump(struct Counter *this_) {
  this_->n += this_->step;
}

int Counter__get(const struct Counter *this_) {
  return this_->n;
}

static int Counter__twice(int v) {
  return 2 * v;
}

struct Pair {
  struct Counter first;
};

int *_occa_Pair__at_0(struct Pair *this_) {
  return &this_->first.n;
}

int _occa_Pair__at_1(const struct Pair *this_) {
  return this_->first.n;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_callsWrite_0(struct Counter c, struct Pair p, int a, int b, int e, const struct Counter k, __global int *out) {
  {
    int g = 0 + get_group_id(0);
    struct Counter _occa_private_c = c;
    struct Pair _occa_private_p = p;
    {
      int t = 0 + get_local_id(0);
      if (t % 2 == 0) {
        Counter__bump(&_occa_private_c);
        _occa_std__swap_int(&a, &b);
        Counter__bump(&_occa_private_p.first);
      }
      if (t == 3) {
        *_occa_Pair__at_0(&_occa_private_p) = 40;
      }
      const int old = t == 1 ? _occa_std__exchange_int_int(&e, 9) : e;
      out[g * 4 + t] = Counter__get(&_occa_private_c) * 1000 + a * 100 + b * 10 + e + Counter__twice(Counter__get(&k)) * 100000;
      out[8 + g * 4 + t] = _occa_private_p.first.n * 100 + old;
    }
  }
}
