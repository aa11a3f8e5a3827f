// A kernel calling function templates (explicit value and type arguments, deduced, a default
// template argument) and member functions (const, static, a member template, an operator) of a
// struct held in `@exclusive` and `@shared` storage; `switch` with `goto` into a label after
// it, a backward `goto` loop and a `goto` out of a nested regular loop in `@inner` bodies;
// `static const` tables and `const`/`constexpr` locals at kernel, `@outer` and `@inner` scope.
int _occa_sumN_4_int(const int *p) {
  int s = 0;
  for (int i = 0; i < 4; ++i) {
    s += p[i];
  }
  return s;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
double _occa_sumN_2_double(__global const double *p) {
  double s = 0;
  for (int i = 0; i < 2; ++i) {
    s += p[i];
  }
  return s;
}

int _occa_clampTo_int(int v, int lo, int hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

double _occa_clampTo_double(double v, double lo, double hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

struct Acc {
  int total;
  int count;
};

void Acc__add(struct Acc *this_, int v) {
  this_->total += v;
  ++this_->count;
}

int _occa_Acc__mean_as_p(const struct Acc *this_) {
  return this_->count ? this_->total / this_->count : -1;
}

int _occa_Acc__mean_as_l(__local const struct Acc *this_) {
  return this_->count ? this_->total / this_->count : -1;
}

static int Acc__scale(int v) {
  return v * 3;
}

double _occa_Acc__as_double(const struct Acc *this_) {
  return (double)this_->total / 2;
}

struct Acc *Acc__operator_shl(struct Acc *this_, int v) {
  Acc__add(this_, v);
  return &*this_;
}

__kernel __attribute__((reqd_work_group_size(6, 1, 1))) void _occa_templatesGoto_0(const int nb, __global const int *x, __global int *out, __global double *dbl) {
  __local struct Acc grp[2];
  const int table[5] = {7, -3, 11, 0, 5};
  const int W = 6;
  {
    int b = 0 + get_group_id(0);
    const int base = b * W;
    struct Acc acc;
    {
      int t = 0 + get_local_id(0);
      acc.total = 0;
      acc.count = 0;
      if (t < 2) {
        grp[t] = (struct Acc){t, 1};
      }
      const int v = x[base + t];
      switch ((v % 4 + 4) % 4) {
        case 0:
          Acc__add(&acc, v);
          goto done;
        case 1:
          *Acc__operator_shl(&*Acc__operator_shl(&acc, v), 1);
          break;
        case 2:
          {
            int k = 0;
          again:
            Acc__add(&acc, table[k]);
            if (++k < 3) {
              goto again;
            }
            break;
          }
        default:
          for (int i = 0; i < 4; ++i) {
            for (int j = 0; j < 4; ++j) {
              if (i * 4 + j > t + 5) {
                goto out_of_loops;
              }
              Acc__add(&acc, i - j);
            }
          }
        out_of_loops:
          Acc__add(&acc, Acc__scale(t));
      }
      Acc__add(&acc, 100);
    done:
      ;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const int local_[4] = {acc.total, acc.count, t, b};
      int s4 = _occa_sumN_4_int(local_);
      double s2 = _occa_sumN_2_double(dbl + 2 * t);
      out[base + t] = _occa_clampTo_int(s4, -50, 300) * 1000 + _occa_Acc__mean_as_p(&acc) + _occa_Acc__mean_as_l(&grp[t % 2]);
      dbl[12 + base + t] = s2 + _occa_Acc__as_double(&acc) + _occa_clampTo_double(acc.total, 0.0, 10.5);
    }
  }
}
