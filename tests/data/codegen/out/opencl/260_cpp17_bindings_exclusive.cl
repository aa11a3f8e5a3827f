// C++17 forms on `@exclusive` and `@shared` data inside `@inner` bodies: structured bindings
// of an `@exclusive` struct (by copy and by reference, writing through the reference), of a
// `@shared` array row (`auto &[a, b, c] = row`), `if` and `switch` with initialisers reading
// `@exclusive` values, range-`for` over an `@exclusive` array by reference and over a `@shared`
// row by value, a reference to an `@exclusive` element, copies of an `@exclusive` struct
// holding an array. The host rewrites each name into a per-work-item element.
struct Pair {
  int first;
  int second;
};

struct Box {
  int v[3];
};

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_cppBindings_0(const int n, __global int *out) {
  __local int rows[4][3];
  {
    int g = 0 + get_group_id(0);
    struct Pair p;
    int arr[3];
    struct Box box;
    {
      int t = 0 + get_local_id(0);
      p = (struct Pair){t, g};
      struct Pair *_occa_f_s = &p;
      _occa_f_s->first += 10;
      _occa_f_s->second *= 2;
      for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
        int *x = &arr[_occa_i];
        {
          *x = t;
        }
      }
      int i = 0;
      for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
        int *x = &arr[_occa_i];
        {
          *x += i++;
        }
      }
      rows[t][0] = t;
      rows[t][1] = 2 * t;
      rows[t][2] = 3 * t;
      box = (struct Box){{arr[0], arr[1], arr[2]}};
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      struct Pair _occa_f_s = p;
      __local int *_occa_a_b_c = rows[3 - t];
      int *first = &arr[0];
      *first += 1;
      int sum = 0;
      for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
        int x = rows[t][_occa_i];
        {
          sum += x;
        }
      }
      int code = 0;
      {
        const int d = _occa_f_s.first - _occa_f_s.second;
        if (d > 10) {
          code = d;
        } else {
          code = -d;
        }
      }
      {
        const int m = box.v[2] % 3;
        switch (m) {
          case 0:
            code += 1000;
            break;
          default:
            code += 2000 * m;
        }
      }
      struct Box copy = box;
      copy.v[0] = -1;
      out[(g * 4 + t) * 6 + 0] = _occa_f_s.first * 100 + _occa_f_s.second;
      out[(g * 4 + t) * 6 + 1] = _occa_a_b_c[0] + _occa_a_b_c[1] * 10 + _occa_a_b_c[2] * 100;
      out[(g * 4 + t) * 6 + 2] = *first + arr[0] * 10;
      out[(g * 4 + t) * 6 + 3] = sum;
      out[(g * 4 + t) * 6 + 4] = code;
      out[(g * 4 + t) * 6 + 5] = box.v[0] + copy.v[0] * 10 + copy.v[1] * 100;
    }
  }
}
