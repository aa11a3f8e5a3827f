#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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

static int sumPair(thread const Pair &p) {
  thread const auto &[a, b] = p;
  return a + 2 * b;
}

static thread Pair &pick(thread Pair *ps, int i) {
  return ps[i];
}

int _occa_bindingForms_lam(int k, threadgroup Pair (&row)[4]) {
  auto [p0, p1] = row[k];
  return p0 * 3 + p1;
}

kernel void _occa_bindingForms_0(constant int &n [[buffer(0)]], constant Pair &_occa_arg_q [[buffer(1)]], constant Box &box [[buffer(2)]], device int *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  Pair q = _occa_arg_q;
  threadgroup Pair row[4];
  {
    int g = 0 + _occa_group_position.x;
    Pair ps[3];
    {
      int t = 0 + _occa_thread_position.x;
      int i = 0;
      for (thread auto &[f, s] : ps) {
        f = t + i;
        s = g * 10 + i;
        ++i;
      }
      row[t] = Pair{t, -t};
      thread auto &[a, b] = q;
      a += t + 1;
      b *= 2;
      out[(g * 4 + t) * 8 + 0] = a * 100 + b;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      int acc = 0;
      for (thread const auto &[f, s] : ps) {
        acc += f * 1000 + s;
      }
      auto [f, s]{row[3 - t]};
      f += 7;
      auto [v, tag](box);
      v[0] = -5;
      tag += g;
      thread auto &&[x, y] = pick(ps, 1);
      x += 100;
      out[(g * 4 + t) * 8 + 1] = acc;
      out[(g * 4 + t) * 8 + 2] = f * 100 + s;
      out[(g * 4 + t) * 8 + 3] = v[0] * 100 + v[1] * 10 + v[2];
      out[(g * 4 + t) * 8 + 4] = box.v[0] * 1000 + tag;
      out[(g * 4 + t) * 8 + 5] = ps[1].first;
      out[(g * 4 + t) * 8 + 6] = sumPair(ps[2]) + _occa_bindingForms_lam(t, row);
      out[(g * 4 + t) * 8 + 7] = q.first * 100 + q.second;
    }
  }
}
