// C++17 structured bindings beyond case 260: range-`for` over arrays of structs by reference
// (writing) and by `const` reference, `{e}` and `(e)` initialisers, a by-value copy of a struct
// holding an array (the copy is written, the original is not), bindings in a helper and a
// lambda, an `auto &&` binding of a helper's returned reference, and a by-value kernel
// parameter struct written through `auto &[a, b] = q;` inside `@inner`: like any written
// parameter, each work-item starts from the caller's value and keeps its own writes into the
// next `@inner` loop (host targets give each work-item its own copy).
struct Pair {
  int first;
  int second;
};

struct Box {
  int v[3];
  int tag;
};

static int sumPair(const struct Pair p) {
  const struct Pair *_occa_a_b = &p;
  return _occa_a_b->first + 2 * _occa_a_b->second;
}

static struct Pair *pick(struct Pair *ps, int i) {
  return &ps[i];
}

int _occa_bindingForms_lam(int k, __local struct Pair row[4]) {
  struct Pair _occa_p0_p1 = row[k];
  return _occa_p0_p1.first * 3 + _occa_p0_p1.second;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_bindingForms_0(const int n, struct Pair q, const struct Box box, __global int *out) {
  __local struct Pair row[4];
  {
    int g = 0 + get_group_id(0);
    struct Pair _occa_private_q = q;
    struct Pair ps[3];
    {
      int t = 0 + get_local_id(0);
      int i = 0;
      for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
        struct Pair *_occa_f_s = &ps[_occa_i];
        {
          _occa_f_s->first = t + i;
          _occa_f_s->second = g * 10 + i;
          ++i;
        }
      }
      row[t] = (struct Pair){t, -t};
      struct Pair *_occa_a_b = &_occa_private_q;
      _occa_a_b->first += t + 1;
      _occa_a_b->second *= 2;
      out[(g * 4 + t) * 8 + 0] = _occa_a_b->first * 100 + _occa_a_b->second;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      int acc = 0;
      for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
        const struct Pair *_occa_f_s = &ps[_occa_i];
        {
          acc += _occa_f_s->first * 1000 + _occa_f_s->second;
        }
      }
      struct Pair _occa_f_s = row[3 - t];
      _occa_f_s.first += 7;
      struct Box _occa_v_tag = box;
      _occa_v_tag.v[0] = -5;
      _occa_v_tag.tag += g;
      struct Pair *_occa_x_y = &*pick(ps, 1);
      _occa_x_y->first += 100;
      out[(g * 4 + t) * 8 + 1] = acc;
      out[(g * 4 + t) * 8 + 2] = _occa_f_s.first * 100 + _occa_f_s.second;
      out[(g * 4 + t) * 8 + 3] = _occa_v_tag.v[0] * 100 + _occa_v_tag.v[1] * 10 + _occa_v_tag.v[2];
      out[(g * 4 + t) * 8 + 4] = box.v[0] * 1000 + _occa_v_tag.tag;
      out[(g * 4 + t) * 8 + 5] = ps[1].first;
      out[(g * 4 + t) * 8 + 6] = sumPair(ps[2]) + _occa_bindingForms_lam(t, row);
      out[(g * 4 + t) * 8 + 7] = _occa_private_q.first * 100 + _occa_private_q.second;
    }
  }
}
