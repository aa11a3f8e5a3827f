#include <sycl/sycl.hpp>

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

static int sumPair(const Pair &p) {
  const auto &[a, b] = p;
  return a + 2 * b;
}

static Pair &pick(Pair *ps, int i) {
  return ps[i];
}

extern "C" void _occa_bindingForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, Pair &q, const Box &box, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          Pair ps[3];
          auto &row = *sycl::ext::oneapi::group_local_memory_for_overwrite<Pair[4]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            int i = 0;
            for (auto &[f, s] : ps) {
              f = t + i;
              s = g * 10 + i;
              ++i;
            }
            row[t] = Pair{t, -t};
            auto &[a, b] = q;
            a += t + 1;
            b *= 2;
            out[(g * 4 + t) * 8 + 0] = a * 100 + b;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            int acc = 0;
            for (const auto &[f, s] : ps) {
              acc += f * 1000 + s;
            }
            auto [f, s]{row[3 - t]};
            f += 7;
            auto [v, tag](box);
            v[0] = -5;
            tag += g;
            auto &&[x, y] = pick(ps, 1);
            x += 100;
            auto lam = [&](int k) {
              auto [p0, p1] = row[k];
              return p0 * 3 + p1;
            };
            out[(g * 4 + t) * 8 + 1] = acc;
            out[(g * 4 + t) * 8 + 2] = f * 100 + s;
            out[(g * 4 + t) * 8 + 3] = v[0] * 100 + v[1] * 10 + v[2];
            out[(g * 4 + t) * 8 + 4] = box.v[0] * 1000 + tag;
            out[(g * 4 + t) * 8 + 5] = ps[1].first;
            out[(g * 4 + t) * 8 + 6] = sumPair(ps[2]) + lam(t);
            out[(g * 4 + t) * 8 + 7] = q.first * 100 + q.second;
          }
        }
      }();
    });
  });
}
